import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartColors } from '../adminStyles';
import type { ChartProps } from './chartTypes';

const tick = { fontSize: 12, fill: '#1d1d1f' };
/** Gap between two category labels: a phone shows fewer of them rather than overlapping ones. */
const minTickGap = 12;
/** Roughly the width of a character of a 12px tick, to size the label axes. */
const charWidth = 7;

function labelWidth(labels: string[], min: number, max: number): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.min(max, Math.max(min, longest * charWidth + 8));
}

/**
 * The chart library's part of ChartFigure (the only module that imports recharts, loaded on
 * demand): bars or lines, a legend and a tooltip, as wide as its box and `height` tall.
 * Its keyboard layer is off: the figure is one image for assistive technology, and the table
 * beside it is the text alternative.
 */
export default function Chart({
  categories,
  series,
  kind = 'bar',
  stacked = false,
  horizontal = false,
  formatValue,
  height,
}: ChartProps) {
  const data = categories.map((category, index) => ({
    category,
    ...Object.fromEntries(series.map((one) => [one.key, one.values[index] ?? 0])),
  }));
  const peak = Math.max(0, ...series.flatMap((one) => one.values));
  const valueWidth = labelWidth([formatValue(peak)], 40, 96);
  const valueAxis = {
    type: 'number' as const,
    tick,
    tickFormatter: formatValue,
    allowDecimals: false,
    // All zeros: one tick at 0, not a scale of ₫1…₫4 that nothing reaches.
    ...(peak === 0 ? { ticks: [0], domain: [0, 1] } : {}),
  };
  const categoryAxis = {
    type: 'category' as const,
    dataKey: 'category',
    tick,
    interval: 'preserveStartEnd' as const,
    minTickGap,
  };
  const shared = {
    data,
    accessibilityLayer: false,
    margin: { top: 8, right: 16, bottom: 0, left: 0 },
  };
  const tooltip = (
    <Tooltip formatter={(value) => formatValue(Number(value))} cursor={{ fill: '#0000000d' }} />
  );
  // In the series' order (the library sorts them by name unless told).
  const legend = <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />;
  const grid = <CartesianGrid stroke="#e0dbd0" vertical={horizontal} horizontal={!horizontal} />;

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {kind === 'line' ? (
        <LineChart {...shared}>
          {grid}
          <XAxis {...categoryAxis} />
          <YAxis {...valueAxis} width={valueWidth} />
          {tooltip}
          {legend}
          {series.map((one, index) => (
            <Line
              key={one.key}
              dataKey={one.key}
              name={one.label}
              type="monotone"
              stroke={chartColors[index % chartColors.length]}
              strokeWidth={2}
              dot={categories.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...shared} layout={horizontal ? 'vertical' : 'horizontal'}>
          {grid}
          {horizontal ? (
            <>
              <XAxis {...valueAxis} />
              <YAxis {...categoryAxis} width={labelWidth(categories, 56, 128)} interval={0} />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} />
              <YAxis {...valueAxis} width={valueWidth} />
            </>
          )}
          {tooltip}
          {legend}
          {series.map((one, index) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.label}
              fill={chartColors[index % chartColors.length]}
              stackId={stacked ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
