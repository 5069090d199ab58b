import { Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/web/components/states';
import { errorOf } from '@/web/api/request';
import type { ChartKind } from '../routes';
import { labelsOf, seriesNameOf, type PreparedChart } from './chart-labels';
import { ChartDataTable } from './chart-data-table';
import { useChartDataQuery } from './charts-api';
import type { ChartTheme } from './chart-theme';

/** One chart of a page: which data set, drawn as which of the library's types. */
export interface ChartSpec<T extends string> {
  type: T;
  kind: ChartKind;
}

export interface ChartViewProps<T extends string> {
  type: T;
  chart: PreparedChart;
  theme: ChartTheme;
  height: number;
}

const HEIGHT = 280;

/** A card with the chart's title, the chart once its library is there, and its data as a table. */
export function ChartCard<T extends string>({ spec, View, wanted, theme }: { spec: ChartSpec<T>; View: ComponentType<ChartViewProps<T>>; wanted: boolean; theme: ChartTheme }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const result = useChartDataQuery({ kind: spec.kind });
  const title = `${t(`showcase.charts.types.${spec.type}`)} · ${t(`showcase.charts.kinds.${spec.kind}`)}`;
  const chart = useMemo<PreparedChart | undefined>(() => {
    const data = result.data;
    if (!data) return undefined;
    const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    return {
      kind: data.kind,
      title,
      labels: labelsOf(data, t, i18n.language),
      series: data.series.map((s) => ({ key: s.key, name: seriesNameOf(t, s.key), data: s.data })),
      format: (value: number) => number.format(value),
    };
  }, [result.data, t, i18n.language, title]);

  return (
    <section className="card h-100" aria-labelledby={`${id}-title`} data-chart={spec.type}>
      <div className="card-header d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={`${id}-title`} className="h6 mb-0">
          {title}
        </h2>
        <button type="button" className="btn btn-sm btn-outline-secondary" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} disabled={!chart}>
          {t('showcase.charts.showTable')}
        </button>
      </div>
      <div className="card-body">
        {result.isLoading ? (
          <div className="placeholder-glow" aria-busy="true">
            <span className="placeholder w-100 rounded d-block" style={{ height: HEIGHT }} />
          </div>
        ) : result.error || !chart ? (
          <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />
        ) : !wanted || asTable ? (
          <ChartDataTable chart={chart} visible height={HEIGHT} />
        ) : (
          <Suspense fallback={<ChartDataTable chart={chart} visible height={HEIGHT} />}>
            <div role="img" aria-label={title} className="tb-chart-view">
              <View type={spec.type} chart={chart} theme={theme} height={HEIGHT} />
            </div>
            <ChartDataTable chart={chart} visible={false} height={HEIGHT} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
