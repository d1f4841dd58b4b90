import styled from 'styled-components';

/** The map's box, its space reserved; leaflet's layers stay below the app's sheets. */
export const StyledMapFrame = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  > div {
    width: 100%;
    height: 100%;
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
  }

  .leaflet-container a {
    color: ${({ theme }) => theme.colors.brand};
  }

  .leaflet-control-attribution {
    font-size: 0.7rem;
    color: ${({ theme }) => theme.colors.text};
  }

  /* Above leaflet's own 30px buttons (its CSS arrives later). */
  && .leaflet-bar a {
    width: ${({ theme }) => theme.tap};
    height: ${({ theme }) => theme.tap};
    line-height: ${({ theme }) => theme.tap};
    color: ${({ theme }) => theme.colors.text};
  }

  /* Leaflet places the element at its point with \`transform\`; \`translate\` adds to it. */
  && .leaflet-popup-close-button {
    width: ${({ theme }) => theme.tap};
    height: ${({ theme }) => theme.tap};
    font-size: 1.4rem;
    line-height: ${({ theme }) => theme.tap};
  }

  .leaflet-popup-content {
    margin: 12px 44px 12px 16px;
    font-size: 0.95rem;
  }

  .leaflet-popup-content a {
    display: inline-block;
    padding: 10px 0;
  }

  .xm-marker {
    translate: -50% calc(-100% - 6px);
    width: max-content;
    display: flex;
    align-items: center;
    min-height: 32px;
    padding: 4px 10px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.brandDark};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    font-size: 0.85rem;
    /* A shop's name as its label: a long one wraps, inside the map, rather than being cut. */
    max-width: 220px;
    overflow-wrap: anywhere;
    box-shadow: ${({ theme }) => theme.shadow};
    cursor: pointer;
  }

  /* The pill is 32px tall, to keep the map readable; its tap area is the usual 44px. */
  .xm-marker::before {
    content: '';
    position: absolute;
    inset: -6px -2px;
  }

  .xm-marker::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: -6px;
    width: 10px;
    height: 10px;
    transform: translateX(-50%) rotate(45deg);
    background: inherit;
    border-right: 1px solid ${({ theme }) => theme.colors.brandDark};
    border-bottom: 1px solid ${({ theme }) => theme.colors.brandDark};
  }

  .xm-marker-chosen {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }

  .xm-marker:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
