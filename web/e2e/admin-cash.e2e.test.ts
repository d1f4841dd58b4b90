// Issue 22, the cash-earned screen: opened from the admin menu, a range and granularity chosen
// in the form (kept in the link), the table's figures equal to the API's for the same range,
// and the CSV downloaded with the same rows. At 1280x800 and 360x780, in English and
// Vietnamese; axe and overflow on each (lookAt, screenshots to $ADMIN_SCREENSHOTS).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { appUrl, graphql } from './browser';
import { adminBrowser, adminViewports, lookAt, signInAdminOnPage } from './admin';

const { browser, adminToken } = adminBrowser();

const texts = {
  en: {
    menuLink: 'Cash earned',
    title: 'Cash earned',
    from: 'From',
    to: 'To',
    by: 'Group by',
    show: 'Show',
    last30Days: 'Last 30 days',
    chart: 'Earned and booked, by day',
    byMonthCaption: /^Cash by month, /,
    exportCsv: 'Export CSV',
    exported: 'Downloaded',
  },
  vn: {
    menuLink: 'Tiền mặt đã thu',
    title: 'Tiền mặt đã thu',
    from: 'Từ ngày',
    to: 'Đến ngày',
    by: 'Nhóm theo',
    show: 'Xem',
    last30Days: '30 ngày qua',
    chart: 'Đã thu và đã đặt, theo ngày',
    byMonthCaption: /^Tiền mặt theo tháng, /,
    exportCsv: 'Xuất CSV',
    exported: 'Đã tải xuống',
  },
};

interface Period {
  period: string;
  earned: number;
  completedCount: number;
  booked: number;
  bookedCount: number;
}

async function cashFromApi(from: string, to: string, granularity: 'DAY' | 'MONTH') {
  const { cashEarned } = await graphql<{ cashEarned: { periods: Period[] } }>(
    `
      query ($from: Date!, $to: Date!, $granularity: Granularity!) {
        cashEarned(from: $from, to: $to, granularity: $granularity) {
          periods {
            period
            earned
            completedCount
            booked
            bookedCount
          }
        }
      }
    `,
    { from, to, granularity },
    adminToken(),
  );
  return cashEarned.periods;
}

/** `MM.YYYY` of a `YYYY-MM` period, as the table writes months. */
const monthLabel = (period: string) => `${period.slice(5, 7)}.${period.slice(0, 4)}`;
/** The figures of a shown row, as numbers: `₫1,250,000` and `1.250.000 ₫` are 1250000. */
const numbers = (cells: string[]) => cells.map((cell) => Number(cell.replace(/\D/g, '')));

/** The rows the page shows: a table's on a desktop, the cards' facts on a phone. */
async function shownRows(page: Page, wide: boolean): Promise<string[][]> {
  if (wide)
    return page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
        ),
      );
  return page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem') })
    .last()
    .getByRole('listitem')
    .evaluateAll((cards) =>
      cards.map((card) => [
        card.querySelector('h2')?.textContent ?? '',
        ...Array.from(card.querySelectorAll('dd'), (fact) => fact.textContent ?? ''),
      ]),
    );
}

// Each size and each language once, so the e2e stays short: the screen's phone layout in
// English and desktop layout in Vietnamese are seen in the component tests and screenshots.
const runs = [
  { lang: 'en', viewport: adminViewports[1] },
  { lang: 'vn', viewport: adminViewports[0] },
] as const;

test.each(runs)(
  'cash earned in $lang at $viewport.width: range, by month, figures as the API, CSV',
  async ({ lang, viewport }) => {
    const t = texts[lang];
    const wide = viewport.width >= 900;
    const phone = await browser.newPhone({ appLang: lang, viewport, desktop: wide });
    const shot = `cash-${lang}-${viewport.name}`;
    try {
      const { page } = phone;
      // The login first: on a busy machine the guard's redirect can come after page.goto.
      await page.goto(appUrl('/dashboard/login?redirectURL=/dashboard'));
      await signInAdminOnPage(page, lang);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('link', { name: t.menuLink, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/cash');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      await page.getByRole('figure', { name: t.chart }).waitFor();
      expect(
        await page.getByRole('button', { name: t.last30Days }).getAttribute('aria-pressed'),
      ).toBe('true');
      await lookAt(page, `${shot}-days`);

      // This year's months up to this one, by month.
      const to = await page.getByRole('textbox', { name: t.to, exact: true }).inputValue();
      const from = `${to.slice(0, 4)}-01-01`;
      await page.getByRole('textbox', { name: t.from, exact: true }).fill(from);
      await page.getByRole('combobox', { name: t.by }).selectOption('MONTH');
      await page.getByRole('button', { name: t.show }).click();
      await page.waitForURL((url) => url.search === `?from=${from}&to=${to}&by=month`);
      const caption = wide
        ? page.getByRole('table', { name: t.byMonthCaption })
        : page.getByRole('list', { name: t.byMonthCaption });
      await caption.waitFor();
      await lookAt(page, `${shot}-months`);

      // Other test files complete bookings meanwhile: read again when the API moved on.
      let shown: (string | number)[][] = [];
      let expected: (string | number)[][] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (attempt > 0) {
          await page.reload();
          await caption.waitFor();
        }
        const fromApi = await cashFromApi(from, to, 'MONTH');
        expect(fromApi.length).toBe(Number(to.slice(5, 7)));
        expected = fromApi.map((row) => [
          monthLabel(row.period),
          row.earned,
          row.completedCount,
          row.booked,
          row.bookedCount,
        ]);
        shown = (await shownRows(page, wide)).map(([label, ...cells]) => [
          label,
          ...numbers(cells),
        ]);
        if (JSON.stringify(shown) === JSON.stringify(expected)) break;
      }
      expect(shown).toEqual(expected);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.exportCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`cash-earned-${from}-${to}-by-month.csv`);
      const csv = await readFile((await file.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const [, ...lines] = csv.slice(1).split('\r\n').filter(Boolean);
      // The table's rows, the periods as the API writes them and plain VND.
      expect(lines.map((line) => line.split(','))).toEqual(
        shown.map(([label, ...figures]) => [
          `${String(label).slice(3)}-${String(label).slice(0, 2)}`,
          ...figures.map(String),
        ]),
      );
      await page.getByRole('status').filter({ hasText: t.exported }).waitFor();

      // The link keeps the range: a reload shows the same months.
      await page.reload();
      await caption.waitFor();
      expect(await page.getByRole('textbox', { name: t.from, exact: true }).inputValue()).toBe(
        from,
      );
      expect(phone.problems()).toEqual([]);
    } finally {
      await phone.close();
    }
  },
);
