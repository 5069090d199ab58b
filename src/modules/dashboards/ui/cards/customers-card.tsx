import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Repeat, ShoppingBag, UserPlus } from 'lucide-react';
import { LazyChart, type ChartColor } from '@/web/components/charts/lazy-chart';
import type { Range } from '../../routes';
import { CardFrame, RangeSelect, type CardOptions } from '../card-frame';
import { useCustomersCardQuery } from '../dashboards-api';
import { count } from '../format';

const ICONS = { 'user-plus': UserPlus, repeat: Repeat, 'shopping-bag': ShoppingBag } as Record<string, typeof UserPlus>;

export function CustomersCard(props: CardOptions) {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('last-28-days');
  const result = useCustomersCardQuery(range);
  const d = result.data;
  const title = t('dashboards.customers.title');
  return (
    <CardFrame {...props} title={title} result={result} testId="customers" control={<RangeSelect value={range} onChange={setRange} label={t('dashboards.rangeOf', { title })} />}>
      {d && (
        <>
          <LazyChart type="doughnut" height={150} labels={d.listData.map((x) => t(`dashboards.customers.${x.text}`))} series={[{ label: title, data: d.listData.map((x) => x.result), color: 'primary' }]} sliceColors={d.listData.map((x) => x.iconColor as ChartColor)} summary={d.listData.map((x) => `${t(`dashboards.customers.${x.text}`)} ${count(x.result)}`).join(', ')} />
          <ul className="list-unstyled mb-0 mt-3">
            {d.listData.map((x) => {
              const Icon = ICONS[x.icon] ?? UserPlus;
              return (
                <li key={x.text} className="d-flex align-items-center gap-2 py-1">
                  <Icon size={18} className={`text-${x.iconColor}`} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`dashboards.customers.${x.text}`)}</span>
                  <span className="fw-semibold">{count(x.result)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </CardFrame>
  );
}
