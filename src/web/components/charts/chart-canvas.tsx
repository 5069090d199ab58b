import { useEffect, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { ArcElement, BarController, BarElement, CategoryScale, Chart as ChartJS, DoughnutController, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend } from 'chart.js';
import type { ChartColor, ChartProps } from './chart-types';

// Only what the cards draw: bars, lines, doughnuts (never chart.js/auto).
ChartJS.register(BarController, LineController, DoughnutController, BarElement, LineElement, PointElement, ArcElement, CategoryScale, LinearScale, Tooltip, Legend, Filler);

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The skin's colours, read again whenever the skin or direction changes on <html>. */
function useThemeColors() {
  const read = () => ({ of: (c: ChartColor) => cssVar(`--bs-${c}`), text: cssVar('--bs-secondary-color'), grid: cssVar('--bs-border-color'), rtl: document.documentElement.dir === 'rtl' });
  const [colors, setColors] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin', 'data-bs-theme', 'dir'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

/** The chart itself: its own chunk, loaded by LazyChart after the page has painted. */
export default function ChartCanvas({ type, labels, series, height = 200, bare, sliceColors, format, summary }: ChartProps) {
  const colors = useThemeColors();
  const datasets = series.map((s) => ({
    label: s.label,
    data: s.data,
    backgroundColor: type === 'doughnut' ? (sliceColors ?? []).map(colors.of) : colors.of(s.color),
    borderColor: type === 'doughnut' ? 'transparent' : colors.of(s.color),
    borderRadius: type === 'bar' ? 4 : 0,
    tension: 0.35,
    pointRadius: 0,
  }));
  const axis = { display: !bare, ticks: { color: colors.text }, grid: { color: colors.grid } };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      legend: { display: !bare && (series.length > 1 || type === 'doughnut'), rtl: colors.rtl, labels: { color: colors.text } },
      tooltip: { rtl: colors.rtl, callbacks: format ? { label: (item: { raw: unknown }) => format(Number(item.raw)) } : {} },
    },
    ...(type === 'doughnut' ? { cutout: '70%' } : { scales: { x: { ...axis, reverse: colors.rtl }, y: { ...axis, position: colors.rtl ? ('right' as const) : ('left' as const) } } }),
  };
  return (
    <div style={{ height }}>
      <Chart type={type} data={{ labels, datasets }} options={options as never} role="img" aria-label={summary} />
    </div>
  );
}

/**
 * For a page that draws more kinds of chart (it registers the controllers it adds): importing these from here keeps
 * Chart.js in this one chunk, shared, instead of a second copy beside the page's.
 */
export { Chart as ChartJsChart, ChartJS };
