import { useTranslation } from 'react-i18next';
import { Box, DollarSign, TrendingUp, Users } from 'lucide-react';
import { CardFrame, type CardOptions } from '../card-frame';
import { useOverviewQuery } from '../dashboards-api';
import { compact, money } from '../format';

/** Statistics: sales, customers, products and revenue of the last twelve months. */
export function OverviewCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useOverviewQuery();
  const d = result.data;
  const items = d
    ? [
        { key: 'sales', Icon: TrendingUp, color: 'primary', value: compact(d.sales) },
        { key: 'customers', Icon: Users, color: 'info', value: compact(d.customers) },
        { key: 'products', Icon: Box, color: 'danger', value: compact(d.products) },
        { key: 'revenue', Icon: DollarSign, color: 'success', value: money(d.revenue) },
      ]
    : [];
  return (
    <CardFrame {...props} title={t('dashboards.overview.title')} result={result} testId="overview">
      <div className="row g-3">
        {items.map(({ key, Icon, color, value }) => (
          <div key={key} className="col-6 col-md-3 d-flex align-items-center gap-2">
            <span className={`tb-dash-icon bg-${color}-subtle text-${color}-emphasis`}><Icon size={20} aria-hidden="true" /></span>
            <div>
              <p className="h6 mb-0" data-testid={`overview-${key}`}>{value}</p>
              <p className="small text-body-secondary mb-0">{t(`dashboards.overview.${key}`)}</p>
            </div>
          </div>
        ))}
      </div>
    </CardFrame>
  );
}
