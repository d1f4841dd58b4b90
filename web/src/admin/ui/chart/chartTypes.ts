/** One bar set or line: its values in the order of the chart's categories. */
export interface ChartSeries {
  key: string;
  label: string;
  values: number[];
}

export interface ChartFigureProps {
  /** Visible caption and accessible name. */
  title: string;
  /** The x labels (the y labels when horizontal), already formatted. */
  categories: string[];
  /** One bar set or line per series, values aligned with `categories`. */
  series: ChartSeries[];
  /** 'bar' unless told. */
  kind?: 'bar' | 'line';
  /** Stacked bars. */
  stacked?: boolean;
  /** Bars across, for rankings (cities, shops, bikes). */
  horizontal?: boolean;
  /** Axis ticks, tooltip, summary. */
  formatValue: (value: number) => string;
  /** A sentence for screen readers, e.g. totals per series. */
  summary: string;
}

/** What the lazy chart receives: the figure's props and the height the figure reserved. */
export interface ChartProps extends ChartFigureProps {
  height: number;
}
