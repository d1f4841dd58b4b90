import { PageTop } from './pageTop';

/** jsdom lays nothing out: the page's scroll and height are played here. */
let y = 0;
let height = 5_000;
const scrollTo = jest.fn((_x: number, top: number) => {
  y = top;
  window.dispatchEvent(new Event('scroll'));
});

function userScrolls(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

/** A link to another page: the router's new entry carries only its own mark. */
function openPage(pageTop: PageTop, path: string) {
  window.history.pushState({ key: 'app' }, '', path);
  pageTop.shown(window.location.pathname);
}

async function goBack(pageTop: PageTop) {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  window.history.back();
  await popped;
  pageTop.shown(window.location.pathname);
}

/** The screen's heading arrives (after its code and data); MutationObserver answers then. */
async function headingArrives(text = 'Honda Vision') {
  const heading = document.createElement('h1');
  heading.textContent = text;
  document.querySelector('main')?.append(heading);
  await Promise.resolve();
  return heading;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void;
let pageTop: PageTop;

beforeEach(() => {
  y = 0;
  height = 5_000;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // jsdom has no scroll restoration: a browser's starts `auto`.
  Object.defineProperty(window.history, 'scrollRestoration', {
    configurable: true,
    writable: true,
    value: 'auto',
  });
  document.body.innerHTML = '<main></main>';
  window.history.replaceState(null, '', '/search?city=hanoi');
  pageTop = new PageTop();
  stop = pageTop.start();
  pageTop.shown('/search');
});

afterEach(() => {
  stop();
  window.sessionStorage.clear();
});

describe('PageTop', () => {
  it('turns the browser’s own restoration off', () => {
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('opens a new page at its top and focuses its heading once it arrives', async () => {
    userScrolls(1_500);
    openPage(pageTop, '/bikes/1');
    expect(y).toBe(0);
    expect(document.body).toHaveFocus();

    const heading = await headingArrives();
    expect(heading).toHaveFocus();
    expect(heading.tabIndex).toBe(-1);
  });

  it('waits for a heading with its text, not the skeleton’s empty one', async () => {
    openPage(pageTop, '/bikes/1');
    const empty = await headingArrives('');
    expect(empty).not.toHaveFocus();
    empty.textContent = 'Honda Vision';
    await Promise.resolve();
    expect(empty).toHaveFocus();
  });

  it('focuses the heading again when the screen draws it anew', async () => {
    openPage(pageTop, '/bikes/1');
    const first = await headingArrives();
    expect(first).toHaveFocus();
    first.remove();
    const second = await headingArrives();
    expect(second).toHaveFocus();
  });

  it('leaves the focus where the visitor put it before the heading arrived', async () => {
    openPage(pageTop, '/bikes/1');
    const field = document.createElement('input');
    document.querySelector('main')?.append(field);
    field.focus();
    await headingArrives();
    expect(field).toHaveFocus();
  });

  it('stops waiting for the heading when the visitor taps', async () => {
    openPage(pageTop, '/bikes/1');
    window.dispatchEvent(new Event('pointerdown'));
    const heading = await headingArrives();
    expect(heading).not.toHaveFocus();
  });

  it('keeps the place and the focus for a new sort or filter on the same screen', async () => {
    userScrolls(900);
    window.history.pushState({ key: 'app' }, '', '/search?city=hanoi&sort=price-desc');
    pageTop.shown('/search');
    await headingArrives('Motorbikes in Hanoi');
    expect(y).toBe(900);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('returns to where the list was left with the back button', async () => {
    userScrolls(1_500);
    openPage(pageTop, '/bikes/1');
    userScrolls(300);
    await goBack(pageTop);
    expect(y).toBe(1_500);
  });

  it('returns forward to where the next page was left', async () => {
    openPage(pageTop, '/bikes/1');
    userScrolls(300);
    await goBack(pageTop);
    const forward = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.forward();
    await forward;
    pageTop.shown(window.location.pathname);
    expect(y).toBe(300);
  });

  it('waits for the list to be tall enough before scrolling back', async () => {
    userScrolls(1_500);
    openPage(pageTop, '/bikes/1');
    height = 900;
    await goBack(pageTop);
    // The skeleton is short: the browser pulls the page up, which is not the visitor's place.
    userScrolls(0);
    expect(y).toBe(0);

    height = 5_000;
    document.querySelector('main')?.append(document.createElement('ul'));
    await flush();
    expect(y).toBe(1_500);
    // The place stays recorded as the list's.
    openPage(pageTop, '/bikes/2');
    await goBack(pageTop);
    expect(y).toBe(1_500);
  });

  it('scrolls as far as it goes once the wait for the content is over', async () => {
    userScrolls(1_500);
    openPage(pageTop, '/bikes/1');
    height = 1_200;
    jest.useFakeTimers();
    try {
      const popped = new Promise((resolve) =>
        window.addEventListener('popstate', resolve, { once: true }),
      );
      window.history.back();
      await jest.advanceTimersByTimeAsync(10);
      await popped;
      pageTop.shown(window.location.pathname);
      expect(y).toBe(0);
      await jest.advanceTimersByTimeAsync(3_000);
      expect(y).toBe(1_200 - window.innerHeight);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not move for the entries a sheet or the leave guard adds on the same page', async () => {
    userScrolls(700);
    window.history.pushState({ ...window.history.state, sheet: 'sort' }, '');
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await popped;
    pageTop.shown(window.location.pathname);
    expect(y).toBe(700);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('finds the place again after a reload', async () => {
    userScrolls(1_200);
    window.dispatchEvent(new Event('pagehide'));
    stop();
    userScrolls(0);
    const reloaded = new PageTop();
    stop = reloaded.start();
    reloaded.shown('/search');
    expect(y).toBe(1_200);
  });
});
