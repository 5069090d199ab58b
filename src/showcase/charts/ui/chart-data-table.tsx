import { useTranslation } from 'react-i18next';
import type { PreparedChart } from './chart-labels';

/**
 * The chart's numbers as a table: shown while the chart library loads or when asked for, otherwise kept for
 * screen readers only (the drawing itself says nothing to them).
 */
export function ChartDataTable({ chart, visible, height }: { chart: PreparedChart; visible: boolean; height: number }) {
  const { t } = useTranslation();
  const table = (
    <table className="table table-sm table-striped mb-0 small">
      <caption className={visible ? 'caption-top pt-0' : undefined}>{t('showcase.charts.tableCaption', { title: chart.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`showcase.charts.labelHeader.${chart.kind}`)}</th>
          {chart.series.map((s) => (
            <th key={s.key} scope="col" className="text-end">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.labels.map((label, row) => (
          <tr key={`${label}-${row}`}>
            <th scope="row" className="fw-normal">
              {label}
            </th>
            {chart.series.map((s) => (
              <td key={s.key} className="text-end">
                {chart.format(s.data[row])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!visible) return <div className="visually-hidden">{table}</div>;
  return (
    // A region of its own that scrolls inside the card, reachable by keyboard.
    <div className="overflow-auto" style={{ maxHeight: height }} tabIndex={0} role="region" aria-label={t('showcase.charts.tableCaption', { title: chart.title })}>
      {table}
    </div>
  );
}
