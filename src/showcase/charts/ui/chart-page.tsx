import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartSpec, type ChartViewProps } from './chart-card';
import { useChartTheme } from './chart-theme';
import { useChartsWanted } from './use-charts-wanted';

/** A chart library's page: a card per chart type, the library asked for once the page is shown. */
export function ChartPage<T extends string>({ library, specs, View }: { library: 'apex' | 'chartjs' | 'recharts'; specs: ChartSpec<T>[]; View: ComponentType<ChartViewProps<T>> }) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const wanted = useChartsWanted();
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t(`showcase.charts.${library}.title`)}</h1>
        <p className="text-body-secondary mb-0">{t(`showcase.charts.${library}.intro`)}</p>
      </header>
      <div className="row g-4">
        {specs.map((spec) => (
          <div key={`${spec.type}-${spec.kind}`} className="col-xl-6">
            <ChartCard spec={spec} View={View} wanted={wanted} theme={theme} />
          </div>
        ))}
      </div>
    </>
  );
}
