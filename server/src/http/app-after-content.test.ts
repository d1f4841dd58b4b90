import { startAppAfterContent } from './app-after-content';

const shell = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">',
  '<link rel="modulepreload" crossorigin href="/assets/shell-c3.js">',
  '</head><body><div id="root"><h1>Bikes</h1></div></body></html>',
].join('\n');

describe('startAppAfterContent', () => {
  it("moves the app's entry and chunks from the head to the starter at the end of the body", () => {
    const page = startAppAfterContent(shell);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toMatch(
      /<h1>Bikes<\/h1><\/div><script data-entry="\/assets\/index-a1.js" data-modules="\/assets\/framework-b2.js \/assets\/shell-c3.js">\(function\(\)\{.*<\/script><\/body>/,
    );
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><head></head><body><div id="root"></div></body></html>';
    expect(startAppAfterContent(page)).toBe(page);
  });
});
