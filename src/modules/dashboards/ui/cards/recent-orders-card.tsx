import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/web/components/states';
import { formatDateTime } from '@/web/i18n/i18n';
import { CardFrame, type CardOptions } from '../card-frame';
import { useRecentOrdersQuery } from '../dashboards-api';
import { money } from '../format';

const STATUS_COLOR: Record<string, string> = { placed: 'primary', shipped: 'info', delivered: 'success', cancelled: 'danger' };

/** The latest orders. */
export function RecentOrdersCard(props: CardOptions) {
  const { t } = useTranslation();
  const result = useRecentOrdersQuery();
  const rows = result.data?.orders ?? [];
  return (
    <CardFrame {...props} title={t('dashboards.recentOrders.title')} result={result} testId="recent-orders">
      {rows.length === 0 ? (
        <EmptyState message={t('dashboards.recentOrders.empty')} />
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('dashboards.recentOrders.customer')}</th>
                <th scope="col">{t('dashboards.recentOrders.date')}</th>
                <th scope="col">{t('dashboards.recentOrders.status')}</th>
                <th scope="col" className="text-end">{t('dashboards.recentOrders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td><bdi>{o.fullName}</bdi></td>
                  <td className="text-nowrap">{formatDateTime(o.placedAt)}</td>
                  <td><span className={`badge text-bg-${STATUS_COLOR[o.status] ?? 'secondary'}`}>{t(`dashboards.orderStatus.${o.status}`, { defaultValue: o.status })}</span></td>
                  <td className="text-end">{money(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </CardFrame>
  );
}
