import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { StyledSkeleton } from '../../../ui/Skeleton';
import { useWide } from '../useWide';
import { chartHeight } from './chartHeight';
import type { ChartFigureProps } from './chartTypes';

export type { ChartFigureProps, ChartSeries } from './chartTypes';

/** The chart library (recharts and its d3 parts) in a chunk of its own, loaded with a chart. */
const Chart = lazy(() => import('./Chart'));

const StyledFigure = styled.figure`
  margin: 0;
  min-width: 0;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  figcaption {
    margin: 0 0 8px;
    font-weight: 600;
  }
`;

/** Holds the chart's exact height while the library loads, and after. */
const StyledChartBox = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  min-width: 0;
  overflow: hidden;
`;

/**
 * A captioned chart for the admins' screens (bars or lines, stacked or across), loading the
 * chart library on demand. To assistive technology it is one image named by its title and
 * summary; the screen's table beside it carries the figures.
 */
export function ChartFigure(props: ChartFigureProps) {
  const wide = useWide();
  const captionId = useId();
  const height = chartHeight({
    wide,
    horizontal: props.horizontal,
    categoryCount: props.categories.length,
  });
  return (
    <StyledFigure aria-labelledby={captionId}>
      <figcaption id={captionId}>{props.title}</figcaption>
      <StyledChartBox $height={height} role="img" aria-label={`${props.title}. ${props.summary}`}>
        <Suspense fallback={<StyledSkeleton $height={`${height}px`} />}>
          <Chart {...props} height={height} />
        </Suspense>
      </StyledChartBox>
    </StyledFigure>
  );
}
