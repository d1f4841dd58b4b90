import { css } from 'styled-components';

/**
 * GraphiQL's theme, made readable (WCAG AA, what axe checks), through its own CSS variables and
 * a few rules scoped to the console; GraphiQL itself is untouched.
 * - Light theme: its warning (type names), info (field names) and success (argument names)
 *   colours read at 3.2, 4.1 and 2.9 to 1 on white; they are darkened to 5 to 1 or more. Its dark
 *   theme (prefers-color-scheme, or chosen in its settings) sets these variables on more
 *   specific selectors, so it keeps its own, which pass.
 * - The logo's grey reads at 4.3 to 1 on the tab bar: full strength.
 * - Links inside the docs' descriptions (type names) differ from the text around them by
 *   colour only, too little to see (axe: link-in-text-block): underlined.
 * - Monaco's dark theme numbers its lines in #858585 on GraphiQL's dark blue, 3.9 to 1:
 *   lighter. The number of an empty last line is dimmed to 40% (renderFinalNewline): shown as
 *   the others.
 */
export const accessibleGraphiQLTheme = css`
  .graphiql-container {
    --color-warning: 36, 100%, 30%;
    --color-info: 208, 100%, 40%;
    --color-success: 158, 60%, 30%;
    --color-tertiary: 188, 100%, 27%;
  }
  .graphiql-container .graphiql-logo,
  .graphiql-container .graphiql-logo .graphiql-logo-link {
    color: hsl(var(--color-neutral));
  }
  .graphiql-container .graphiql-doc-explorer-description a,
  .graphiql-container .graphiql-markdown-description a,
  .graphiql-container .graphiql-doc-explorer-argument a,
  .graphiql-container .graphiql-doc-explorer-field-name,
  .graphiql-container .graphiql-doc-explorer-type-name {
    text-decoration: underline;
  }
  .graphiql-container .monaco-editor.vs-dark {
    --vscode-editorLineNumber-foreground: #a6a6a6;
  }
  .graphiql-container .monaco-editor .line-numbers.dimmed-line-number {
    color: var(--vscode-editorLineNumber-foreground);
  }
`;
