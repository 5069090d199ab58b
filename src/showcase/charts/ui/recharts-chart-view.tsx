import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, RadialBar, RadialBarChart, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartViewProps } from './chart-card';

export type RechartsType = 'line' | 'area' | 'bar' | 'column' | 'scatter' | 'pie' | 'donut' | 'radar' | 'radialBar';

/** Recharts, in a chunk of its own: the page's types as SVG, coloured from the skin, mirrored right to left. */
export default function RechartsChartView({ type, chart, theme, height }: ChartViewProps<RechartsType>) {
  const colour = (i: number) => theme.palette[i % theme.palette.length];
  const rows = chart.labels.map((label, i) => Object.fromEntries([['label', label], ...chart.series.map((s) => [s.key, s.data[i]])]));
  const tick = { fill: theme.text, fontSize: 12 };
  const tooltip = (
    <Tooltip
      formatter={(value) => chart.format(Number(value))}
      contentStyle={{ background: theme.surface, borderColor: theme.grid, color: theme.text, direction: theme.rtl ? 'rtl' : 'ltr' }}
      labelStyle={{ color: theme.text }}
    />
  );
  const legend = <Legend wrapperStyle={{ color: theme.text, direction: theme.rtl ? 'rtl' : 'ltr' }} />;
  const grid = <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />;
  const valueAxis = <YAxis tick={tick} stroke={theme.grid} orientation={theme.rtl ? 'right' : 'left'} tickFormatter={(value: number) => chart.format(value)} width={48} />;
  const categoryAxis = <XAxis dataKey="label" tick={tick} stroke={theme.grid} reversed={theme.rtl} />;
  const margin = { top: 8, right: 8, bottom: 0, left: 8 };

  const body = (() => {
    switch (type) {
      case 'line':
        return (
          <LineChart data={rows} margin={margin}>
            {grid}
            {categoryAxis}
            {valueAxis}
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Line key={s.key} dataKey={s.key} name={s.name} stroke={colour(i)} strokeWidth={2.5} dot={false} type="monotone" isAnimationActive={false} />
            ))}
          </LineChart>
        );
      case 'area':
        return (
          <AreaChart data={rows} margin={margin}>
            {grid}
            {categoryAxis}
            {valueAxis}
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Area key={s.key} dataKey={s.key} name={s.name} stroke={colour(i)} fill={colour(i)} fillOpacity={0.2} type="monotone" isAnimationActive={false} />
            ))}
          </AreaChart>
        );
      case 'column':
      case 'bar': {
        const horizontal = type === 'bar';
        return (
          <BarChart data={rows} margin={margin} layout={horizontal ? 'vertical' : 'horizontal'}>
            {grid}
            {horizontal ? (
              <>
                <XAxis type="number" tick={tick} stroke={theme.grid} reversed={theme.rtl} tickFormatter={(value: number) => chart.format(value)} />
                <YAxis type="category" dataKey="label" tick={tick} stroke={theme.grid} orientation={theme.rtl ? 'right' : 'left'} width={80} />
              </>
            ) : (
              <>
                {categoryAxis}
                {valueAxis}
              </>
            )}
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={colour(i)} radius={4} isAnimationActive={false} />
            ))}
          </BarChart>
        );
      }
      case 'scatter': {
        const [x, y] = chart.series;
        const points = x.data.map((value, i) => ({ x: value, y: y.data[i] }));
        return (
          <ScatterChart margin={margin}>
            {grid}
            <XAxis type="number" dataKey="x" name={x.name} tick={tick} stroke={theme.grid} reversed={theme.rtl} domain={['dataMin - 5', 'dataMax + 5']} tickFormatter={(value: number) => chart.format(value)} />
            <YAxis type="number" dataKey="y" name={y.name} tick={tick} stroke={theme.grid} orientation={theme.rtl ? 'right' : 'left'} width={48} tickFormatter={(value: number) => chart.format(value)} />
            {tooltip}
            <Scatter data={points} name={chart.title} fill={colour(0)} isAnimationActive={false} />
          </ScatterChart>
        );
      }
      case 'pie':
      case 'donut': {
        const values = chart.labels.map((label, i) => ({ name: label, value: chart.series[0].data[i] }));
        return (
          <PieChart>
            {tooltip}
            {legend}
            <Pie data={values} dataKey="value" nameKey="name" innerRadius={type === 'donut' ? '55%' : 0} outerRadius="80%" stroke={theme.surface} isAnimationActive={false}>
              {values.map((value, i) => (
                <Cell key={value.name} fill={colour(i)} />
              ))}
            </Pie>
          </PieChart>
        );
      }
      case 'radar':
        return (
          <RadarChart data={rows} outerRadius="70%">
            <PolarGrid stroke={theme.grid} />
            <PolarAngleAxis dataKey="label" tick={tick} />
            <PolarRadiusAxis tick={false} axisLine={false} />
            {tooltip}
            {legend}
            {chart.series.map((s, i) => (
              <Radar key={s.key} dataKey={s.key} name={s.name} stroke={colour(i)} fill={colour(i)} fillOpacity={0.2} isAnimationActive={false} />
            ))}
          </RadarChart>
        );
      case 'radialBar': {
        const values = chart.labels.map((label, i) => ({ name: label, value: chart.series[0].data[i], fill: colour(i) }));
        return (
          <RadialBarChart data={values} innerRadius="25%" outerRadius="95%" startAngle={theme.rtl ? 0 : 180} endAngle={theme.rtl ? 180 : 0} cy="70%">
            <PolarAngleAxis type="number" domain={[0, 100]} tick={false} />
            <RadialBar dataKey="value" background={{ fill: theme.grid }} cornerRadius={4} isAnimationActive={false} />
            {tooltip}
            {legend}
          </RadialBarChart>
        );
      }
    }
  })();

  return (
    <div style={{ height }} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        {body}
      </ResponsiveContainer>
    </div>
  );
}
