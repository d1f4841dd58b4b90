import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { ChartFigure, type ChartFigureProps } from './ChartFigure';
import { chartHeight } from './chartHeight';

/** jsdom lays nothing out: the chart's box reports a phone's width to recharts. */
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 320, height: 240 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const props: ChartFigureProps = {
  title: 'Cash earned',
  categories: ['Nov 1', 'Nov 2', 'Nov 3'],
  series: [
    { key: 'earned', label: 'Earned', values: [100, 0, 250] },
    { key: 'booked', label: 'Booked', values: [300, 50, 250] },
  ],
  formatValue: (value) => `${value} ₫`,
  summary: 'Earned 350 ₫, booked 600 ₫.',
};

beforeAll(() => {
  window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
});

describe('ChartFigure', () => {
  it('is a captioned figure whose chart is one image named by its title and summary', async () => {
    const { container } = renderWithApp(<ChartFigure {...props} />);
    expect(screen.getByRole('figure', { name: 'Cash earned' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Cash earned. Earned 350 ₫, booked 600 ₫.' });
    expect(image).toHaveStyle({ height: '240px' });
    // The lazy chart arrives: a bar per value of each series (none for the zero), the legend
    // names the series.
    await waitFor(() =>
      expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(5),
    );
    const legend = container.querySelector('.recharts-legend-wrapper');
    expect(legend).toHaveTextContent(/^Earned\s*Booked$/);
    expect(image).toHaveTextContent('Nov 1');
    // The value axis formats its ticks.
    expect(image).toHaveTextContent('300 ₫');
  });

  it('draws lines when asked', async () => {
    const { container } = renderWithApp(<ChartFigure {...props} kind="line" />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(2));
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(0);
  });

  it('puts rankings across, with room for each row', async () => {
    const categories = Array.from({ length: 12 }, (_, index) => `Shop ${index + 1}`);
    const { container } = renderWithApp(
      <ChartFigure
        {...props}
        horizontal
        categories={categories}
        series={[{ key: 'bookings', label: 'Bookings', values: categories.map((_, i) => i) }]}
      />,
    );
    expect(screen.getByRole('img', { name: /^Cash earned\./ })).toHaveStyle({
      height: `${chartHeight({ wide: false, horizontal: true, categoryCount: 12 })}px`,
    });
    await waitFor(() => expect(container.querySelector('.recharts-bar')).not.toBeNull());
    // Every shop's name is shown beside its bar.
    for (const name of categories) expect(screen.getByText(name)).toBeInTheDocument();
  });
});

describe('chartHeight', () => {
  it('is fixed for a phone and a desktop, and grows with a ranking', () => {
    expect(chartHeight({ wide: false, categoryCount: 40 })).toBe(240);
    expect(chartHeight({ wide: true, categoryCount: 40 })).toBe(300);
    expect(chartHeight({ wide: false, horizontal: true, categoryCount: 3 })).toBe(240);
    expect(chartHeight({ wide: true, horizontal: true, categoryCount: 20 })).toBe(20 * 32 + 72);
  });
});
