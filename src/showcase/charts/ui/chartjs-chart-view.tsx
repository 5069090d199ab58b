import { BubbleController, PieController, PolarAreaController, RadarController, RadialLinearScale, ScatterController, type ChartType } from 'chart.js';
import { ChartJS, ChartJsChart } from '@/web/components/charts/chart-canvas';
import type { ChartViewProps } from './chart-card';

// What this page draws beyond the kit's bars, lines and doughnuts.
ChartJS.register(ScatterController, BubbleController, PieController, PolarAreaController, RadarController, RadialLinearScale);

export type ChartJsType = 'line' | 'area' | 'bar' | 'column' | 'scatter' | 'bubble' | 'pie' | 'doughnut' | 'radar' | 'polarArea';

/** A skin colour (`#rrggbb`) with some transparency, for fills under lines and radar areas (canvas takes rgba). */
function faded(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Chart.js, from the kit's chart chunk: the page's types, coloured from the skin, mirrored right to left. */
export default function ChartJsChartView({ type, chart, theme, height }: ChartViewProps<ChartJsType>) {
  const colour = (i: number) => theme.palette[i % theme.palette.length];
  const circular = type === 'pie' || type === 'doughnut' || type === 'polarArea';
  const axis = { ticks: { color: theme.text }, grid: { color: theme.grid }, border: { color: theme.grid } };
  const legend = { position: 'bottom' as const, rtl: theme.rtl, labels: { color: theme.text, usePointStyle: true } };
  const tooltip = { rtl: theme.rtl, callbacks: { label: (item: { dataset: { label?: string }; raw: unknown; label: string }) => `${item.dataset.label ?? item.label}: ${typeof item.raw === 'number' ? chart.format(item.raw) : ''}` } };
  const common = { responsive: true, maintainAspectRatio: false, animation: false as const, font: { family: theme.font }, plugins: { legend, tooltip } };

  let kind: ChartType;
  let data: { labels?: string[]; datasets: Record<string, unknown>[] };
  let options: Record<string, unknown> = common;

  if (circular) {
    kind = type as ChartType;
    const values = chart.series[0].data;
    data = { labels: chart.labels, datasets: [{ label: chart.series[0].name, data: values, backgroundColor: values.map((_, i) => (type === 'polarArea' ? faded(colour(i), 0.7) : colour(i))), borderColor: theme.surface, borderWidth: 2 }] };
    options = type === 'polarArea' ? { ...common, scales: { r: { ...axis, ticks: { color: theme.text, backdropColor: 'transparent' }, angleLines: { color: theme.grid } } } } : { ...common, cutout: type === 'doughnut' ? '62%' : 0 };
  } else if (type === 'radar') {
    kind = 'radar';
    data = { labels: chart.labels, datasets: chart.series.map((s, i) => ({ label: s.name, data: s.data, borderColor: colour(i), backgroundColor: faded(colour(i), 0.2), pointBackgroundColor: colour(i) })) };
    options = { ...common, scales: { r: { grid: { color: theme.grid }, angleLines: { color: theme.grid }, pointLabels: { color: theme.text }, ticks: { color: theme.text, backdropColor: 'transparent' } } } };
  } else if (type === 'scatter' || type === 'bubble') {
    kind = type;
    const [x, y] = chart.series;
    const points = x.data.map((value, i) => ({ x: value, y: y.data[i], ...(type === 'bubble' ? { r: 3 + ((y.data[i] / (x.data[i] / 100) ** 2) % 10) } : {}) }));
    data = { datasets: [{ label: chart.title, data: points, backgroundColor: faded(colour(0), 0.6), borderColor: colour(0) }] };
    options = {
      ...common,
      scales: {
        x: { ...axis, reverse: theme.rtl, title: { display: true, text: x.name, color: theme.text } },
        y: { ...axis, position: theme.rtl ? 'right' : 'left', title: { display: true, text: y.name, color: theme.text } },
      },
    };
  } else {
    kind = type === 'line' || type === 'area' ? 'line' : 'bar';
    const horizontal = type === 'bar';
    data = {
      labels: chart.labels,
      datasets: chart.series.map((s, i) => ({
        label: s.name,
        data: s.data,
        borderColor: colour(i),
        backgroundColor: type === 'area' ? faded(colour(i), 0.25) : colour(i),
        fill: type === 'area',
        tension: 0.35,
        pointRadius: 0,
        borderRadius: kind === 'bar' ? 4 : 0,
      })),
    };
    const categories = { ...axis, reverse: theme.rtl && !horizontal };
    const values = { ...axis, reverse: theme.rtl && horizontal, position: theme.rtl ? 'right' : 'left', ticks: { color: theme.text, callback: (value: number | string) => chart.format(Number(value)) } };
    options = { ...common, indexAxis: horizontal ? 'y' : 'x', scales: horizontal ? { x: { ...values, position: 'bottom' }, y: { ...categories, position: theme.rtl ? 'right' : 'left' } } : { x: categories, y: values } };
  }

  return (
    <div style={{ height }}>
      <ChartJsChart type={kind} data={data as never} options={options as never} />
    </div>
  );
}
