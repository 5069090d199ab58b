import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';

interface PageButtonsProps {
  page: number;
  /** How many pages there are (at least 1). */
  pages: number;
  onPage: (page: number) => void;
  /** The buttons' size; small unless said. */
  size?: 'sm' | 'md' | 'lg';
  /** Adds buttons to jump to the first and the last page. */
  edges?: boolean;
}

interface PagerProps extends Omit<PageButtonsProps, 'pages'> {
  perPage: number;
  total: number;
  /** Where the buttons sit when the summary is hidden; with the summary, they sit at the end. */
  align?: 'start' | 'center' | 'end';
  /** Shows "Showing 1 to 10 of 36" beside the buttons (the default). */
  summary?: boolean;
}

const SIZE_CLASS = { sm: 'pagination-sm', md: '', lg: 'pagination-lg' } as const;
const ICON_SIZE = { sm: 16, md: 18, lg: 20 } as const;

export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** "Showing 1 to 10 of 36", for a page of a list. */
export function PageSummary({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t, i18n } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const { format } = new Intl.NumberFormat(i18n.language);
  return (
    <span className="text-body-secondary small" aria-live="polite">
      {t('common.showing', { from: format(from), to: format(Math.min(total, page * perPage)), total: format(total) })}
    </span>
  );
}

/** The page buttons: previous, the current page with its neighbours, first and last, next (and the edges if asked). */
export function PageButtons({ page, pages, onPage, size = 'sm', edges = false }: PageButtonsProps) {
  const { t } = useTranslation();
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const step = (target: number, disabled: boolean, label: string, Icon: LucideIcon) => (
    <li className={`page-item ${disabled ? 'disabled' : ''}`}>
      <button type="button" className="page-link" aria-label={label} disabled={disabled} onClick={() => onPage(target)}>
        <Icon size={ICON_SIZE[size]} className="tb-flip-rtl" aria-hidden="true" />
      </button>
    </li>
  );
  return (
    <nav aria-label={t('common.pagination')}>
      <ul className={`pagination ${SIZE_CLASS[size]} flex-wrap mb-0`}>
        {edges && step(1, page <= 1, t('common.firstPage'), ChevronsLeft)}
        {step(page - 1, page <= 1, t('common.previousPage'), ChevronLeft)}
        {shown.map((p, i) => (
          <Fragment key={p}>
            {i > 0 && shown[i - 1] !== p - 1 && (
              <li className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            )}
            <li className={`page-item ${p === page ? 'active' : ''}`}>
              <button type="button" className="page-link" aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
                {p}
              </button>
            </li>
          </Fragment>
        ))}
        {step(page + 1, page >= pages, t('common.nextPage'), ChevronRight)}
        {edges && step(pages, page >= pages, t('common.lastPage'), ChevronsRight)}
      </ul>
    </nav>
  );
}

/** "Showing 1 to 10 of 36" and page buttons (the current one, its neighbours, first and last); the page size is chosen in the list's toolbar. */
export function Pager({ page, perPage, total, onPage, size, align = 'end', edges, summary = true }: PagerProps) {
  const justify = summary ? 'justify-content-between' : `justify-content-${align}`;
  return (
    <div className={`d-flex flex-wrap align-items-center ${justify} gap-3 p-3`}>
      {summary && <PageSummary page={page} perPage={perPage} total={total} />}
      <PageButtons page={page} pages={pageCount(total, perPage)} onPage={onPage} size={size} edges={edges} />
    </div>
  );
}
