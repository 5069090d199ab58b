import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/web/components/pager';
import { Demo, ShowcasePage } from './showcase-layout';

const CUSTOMERS = ['Lucía Fernández', 'Omar Haddad', 'Chloé Martin', 'Jonas Weber', 'Beatriz Costa', 'Yusuf Karaca', 'Ana Ruiz'];
/** The live example's list: 47 orders, numbered from 1001. */
const ORDERS = Array.from({ length: 47 }, (_, i) => ({ id: 1001 + i, customer: CUSTOMERS[(i * 3) % CUSTOMERS.length], total: ((i * 37) % 400) + 19.5 }));
const PER_PAGE = 5;

/** One pager with its own current page, for the examples that show its looks. */
function PagerDemo(props: Omit<ComponentProps<typeof Pager>, 'page' | 'onPage' | 'perPage' | 'total'>) {
  const [page, setPage] = useState(4);
  return <Pager page={page} perPage={10} total={120} onPage={setPage} summary={false} {...props} />;
}

/** /components/pagination: the kit's pager in three sizes and three alignments, with first and last, and paging a real list. */
export default function PaginationPage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const shown = ORDERS.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });

  return (
    <ShowcasePage title={t('showcase.pagination.title')} intro={t('showcase.pagination.intro')}>
      <Demo title={t('showcase.pagination.live')} text={t('showcase.pagination.liveText')} wide>
        <ul className="list-group mb-0" aria-label={t('showcase.pagination.orders')} data-testid="order-list">
          {shown.map((order) => (
            <li key={order.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
              <span>
                <strong>#{order.id}</strong> · <bdi>{order.customer}</bdi>
              </span>
              <span className="text-body-secondary">{money.format(order.total)}</span>
            </li>
          ))}
        </ul>
        <Pager page={page} perPage={PER_PAGE} total={ORDERS.length} onPage={setPage} edges />
      </Demo>
      <Demo title={t('showcase.pagination.sizes')} text={t('showcase.pagination.sizesText')}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <div key={size}>
            <h3 className="h6 mb-0 small text-body-secondary">{t(`showcase.pagination.size.${size}`)}</h3>
            <PagerDemo size={size} align="start" />
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.pagination.alignment')} text={t('showcase.pagination.alignmentText')}>
        {(['start', 'center', 'end'] as const).map((align) => (
          <div key={align}>
            <h3 className="h6 mb-0 small text-body-secondary">{t(`showcase.pagination.align.${align}`)}</h3>
            <PagerDemo align={align} />
          </div>
        ))}
      </Demo>
      <Demo title={t('showcase.pagination.edges')} text={t('showcase.pagination.edgesText')} wide>
        <PagerDemo edges size="md" align="start" />
      </Demo>
    </ShowcasePage>
  );
}
