import { createGlobalStyle } from 'styled-components';

export const theme = {
  colors: {
    brand: '#b3261e',
    brandDark: '#8c1d18',
    brandSoft: '#fbe9e7',
    text: '#1d1d1f',
    muted: '#5a5f66',
    surface: '#ffffff',
    background: '#f4f1ea',
    border: '#e0dbd0',
    success: '#1e6b3a',
    successSoft: '#e6f4ea',
    warning: '#7a4f00',
    warningSoft: '#fff4d6',
    danger: '#a4161a',
    dangerSoft: '#fde8e8',
    info: '#174ea6',
    infoSoft: '#e8f0fe',
    dark: '#1f2328',
    onDark: '#f5f5f5',
    focus: '#174ea6',
  },
  radius: '12px',
  maxWidth: '450px',
  /** Smallest tap target (UX.md). */
  tap: '44px',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.12)',
} as const;

export type Theme = typeof theme;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: 1.45;
    /* Long values (e-mail addresses, shop names, addresses) break where they would stick out;
       words that fit wrap at spaces as usual. Not anywhere: that would also let flex
       rows squeeze short words such as prices apart. */
    overflow-wrap: break-word;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A select is as wide as its longest option (a 40-character shop name): never wider than
     its column, so a long value cannot widen the form and push the page past the screen. */
  input, select, textarea { max-width: 100%; min-width: 0; }
  a { color: ${theme.colors.brand}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* A page's heading takes the focus for screen readers (app/pageTop); it is not a control. */
  h1[tabindex='-1']:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
