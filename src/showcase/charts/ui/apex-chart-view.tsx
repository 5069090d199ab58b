import Chart from 'react-apexcharts';
import type { ApexOptions } from 'apexcharts';
// Its styles as files: the page's Content-Security-Policy refuses the <style> elements it would otherwise add.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import type { ChartViewProps } from './chart-card';

export type ApexType = 'line' | 'area' | 'bar' | 'column' | 'scatter' | 'pie' | 'donut' | 'radar' | 'radialBar' | 'heatmap' | 'candlestick';

const CIRCULAR: ApexType[] = ['pie', 'donut', 'radialBar'];

/** ApexCharts, in a chunk of its own: every type the page shows, coloured from the skin, mirrored right to left. */
export default function ApexChartView({ type, chart, theme, height }: ChartViewProps<ApexType>) {
  // Right to left, category charts read from the right: the points in reverse and the value axis on the right.
  const flip = theme.rtl && !CIRCULAR.includes(type) && type !== 'radar';
  const order = <V,>(list: V[]) => (flip ? [...list].reverse() : list);
  const labels = order(chart.labels);
  const base: ApexOptions = {
    chart: { injectStyleSheet: false, fontFamily: theme.font, foreColor: theme.text, toolbar: { show: false }, animations: { enabled: false }, background: 'transparent', parentHeightOffset: 0 },
    theme: { mode: theme.dark ? 'dark' : 'light' },
    colors: theme.palette,
    grid: { borderColor: theme.grid },
    legend: { position: 'bottom', labels: { colors: theme.text }, markers: { offsetX: theme.rtl ? 4 : 0 } },
    tooltip: { theme: theme.dark ? 'dark' : 'light', y: { formatter: (value: number) => chart.format(value) } },
    dataLabels: { enabled: false },
    stroke: { width: type === 'line' || type === 'area' ? 2.5 : type === 'candlestick' ? 1 : 0, curve: 'smooth', colors: type === 'pie' || type === 'donut' ? [theme.surface] : undefined },
    xaxis: { categories: labels, labels: { style: { colors: theme.text } }, axisBorder: { color: theme.grid }, axisTicks: { color: theme.grid } },
    yaxis: { opposite: flip, labels: { style: { colors: theme.text }, formatter: (value: number) => chart.format(value) } },
  };
  const series = chart.series.map((s) => ({ name: s.name, data: order(s.data) }));

  switch (type) {
    case 'line':
    case 'area':
      return <Chart type={type} height={height} series={series} options={{ ...base, fill: type === 'area' ? { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } } : undefined }} />;
    case 'bar':
    case 'column':
      return (
        <Chart
          type="bar"
          height={height}
          series={series}
          options={{
            ...base,
            plotOptions: { bar: { horizontal: type === 'bar', borderRadius: 4, columnWidth: '55%', barHeight: '60%' } },
            // Horizontal bars: the categories run down the side, the values across.
            ...(type === 'bar'
              ? { xaxis: { ...base.xaxis, labels: { style: { colors: theme.text }, formatter: (value: string) => chart.format(Number(value)) } }, yaxis: { opposite: theme.rtl, labels: { style: { colors: theme.text } } } }
              : {}),
          }}
        />
      );
    case 'scatter': {
      const [x, y] = chart.series;
      const points = x.data.map((value, i) => [value, y.data[i]]);
      return (
        <Chart
          type="scatter"
          height={height}
          series={[{ name: chart.title, data: points }]}
          options={{
            ...base,
            xaxis: { type: 'numeric', tickAmount: 6, title: { text: x.name, style: { color: theme.text } }, labels: { style: { colors: theme.text } } },
            yaxis: { opposite: theme.rtl, title: { text: y.name, style: { color: theme.text } }, labels: { style: { colors: theme.text }, formatter: (value: number) => chart.format(value) } },
            xaxisReversed: undefined,
          } as ApexOptions}
        />
      );
    }
    case 'pie':
    case 'donut':
      return <Chart type={type} height={height} series={chart.series[0].data} options={{ ...base, labels: chart.labels, legend: { ...base.legend } }} />;
    case 'radialBar':
      return (
        <Chart
          type="radialBar"
          height={height}
          series={chart.series[0].data}
          options={{
            ...base,
            labels: chart.labels,
            legend: { ...base.legend, show: true },
            plotOptions: { radialBar: { track: { background: theme.grid }, dataLabels: { name: { color: theme.text }, value: { color: theme.text, formatter: (value: number) => `${chart.format(value)} %` } } } },
          }}
        />
      );
    case 'radar':
      return (
        <Chart
          type="radar"
          height={height}
          series={series}
          options={{ ...base, stroke: { width: 2 }, fill: { opacity: 0.2 }, markers: { size: 3 }, plotOptions: { radar: { polygons: { strokeColors: theme.grid, connectorColors: theme.grid } } }, yaxis: { show: false } }}
        />
      );
    case 'heatmap':
      return (
        <Chart
          type="heatmap"
          height={height}
          series={[...series].reverse()}
          options={{
            ...base,
            colors: [theme.palette[0]],
            stroke: { width: 1, colors: [theme.surface] },
            plotOptions: { heatmap: { radius: 2 } },
            // The rows are the days: their names as they are, not numbers.
            yaxis: { opposite: flip, labels: { style: { colors: theme.text } } },
          }}
        />
      );
    case 'candlestick': {
      const of = (key: string) => order(chart.series.find((s) => s.key === key)!.data);
      const [open, high, low, close] = ['open', 'high', 'low', 'close'].map(of);
      const data = labels.map((label, i) => ({ x: label, y: [open[i], high[i], low[i], close[i]] }));
      return (
        <Chart
          type="candlestick"
          height={height}
          series={[{ name: chart.title, data }]}
          options={{ ...base, xaxis: { ...base.xaxis, type: 'category', categories: undefined, tickAmount: 6 }, plotOptions: { candlestick: { colors: { upward: theme.palette[1], downward: theme.palette[3] } } } }}
        />
      );
    }
  }
}
