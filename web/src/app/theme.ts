import { createGlobalStyle } from 'styled-components';

export const theme = {
  colors: {
    brand: '#c0392b',
    text: '#1d1d1f',
    muted: '#5f6368',
    surface: '#ffffff',
    background: '#f4f1ea',
    border: '#e0dbd0',
  },
  radius: '12px',
  maxWidth: '450px',
} as const;

export type Theme = typeof theme;

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  button { font: inherit; }
`;
