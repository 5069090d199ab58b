import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChartProps } from './chart-types';

export type { ChartColor, ChartProps, ChartSeries } from './chart-types';

const ChartCanvas = lazy(() => import('./chart-canvas'));

/** A grey block the size of the chart, while the chart's chunk loads. */
function ChartSkeleton({ height, summary }: { height: number; summary: string }) {
  return (
    <div className="placeholder-glow" role="img" aria-label={summary} aria-busy="true">
      <span className="placeholder w-100 rounded" style={{ height, display: 'block' }} />
    </div>
  );
}

/**
 * A chart that keeps Chart.js out of the page's first load: the page paints its figures first, then the chart's
 * own chunk is asked for. Accessible as an image named by `summary` (the skeleton, then the canvas).
 */
export function LazyChart(props: ChartProps) {
  const height = props.height ?? 200;
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the first paint: one frame, then the next task.
    const frame = requestAnimationFrame(() => setTimeout(() => setPainted(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="tb-chart">
      {painted ? (
        <Suspense fallback={<ChartSkeleton height={height} summary={props.summary} />}>
          <ChartCanvas {...props} />
        </Suspense>
      ) : (
        <ChartSkeleton height={height} summary={props.summary} />
      )}
    </div>
  );
}
