/** Rows of a horizontal (ranking) chart: each bar gets room for a readable label. */
const rowHeight = 32;
/** The legend and the value axis under the bars. */
const chrome = 72;

/**
 * The chart's height in pixels, known before the chart library loads so the placeholder
 * takes the same room (no layout jump): 240 on a phone, 300 on a desktop, and for rankings
 * as many rows as it has categories need.
 */
export function chartHeight({
  wide,
  horizontal,
  categoryCount,
}: {
  wide: boolean;
  horizontal?: boolean;
  categoryCount: number;
}): number {
  const base = wide ? 300 : 240;
  return horizontal ? Math.max(base, categoryCount * rowHeight + chrome) : base;
}
