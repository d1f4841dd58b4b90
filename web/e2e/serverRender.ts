import type { Page } from 'playwright-core';

/** The server's render in a page's HTML: the root's content and the answers it came from. */
const rendered =
  /<div id="root">[\s\S]*<\/div><script type="application\/json" id="server-answers">[\s\S]*?<\/script>/;

/**
 * The page's documents as the shell alone, which the browser renders, as it does for a visitor
 * whose choices the server does not render (a currency other than dong): for tests of the
 * browser's own path (the boot's queries, an answer the test changes).
 */
export async function withoutServerRender(page: Page): Promise<void> {
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(rendered, '<div id="root"></div>');
      await route.fulfill({ response, body: html });
    },
  );
}
