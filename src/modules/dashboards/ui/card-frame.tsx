import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { LoadError } from '@/web/components/states';
import { errorOf } from '@/web/api/request';
import { RANGES, type Range } from '../routes';

interface LoadResult {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface CardOptions {
  /** Collapse, refresh and close buttons in the header (the action cards). */
  actions?: boolean;
  className?: string;
}

/** Grey lines in the shape of a card's figures. */
export function CardSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`placeholder d-block mb-2 col-${[8, 6, 10, 5][i % 4]}`} />
      ))}
    </div>
  );
}

/** The time selector of a card (SPEC §9: Last 28 Days, Last Month, Last Year). */
export function RangeSelect({ value, onChange, label }: { value: Range; onChange: (range: Range) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <select className="form-select form-select-sm w-auto" aria-label={label} value={value} onChange={(e) => onChange(e.target.value as Range)}>
      {RANGES.map((r) => (
        <option key={r} value={r}>
          {t(`dashboards.ranges.${r}`)}
        </option>
      ))}
    </select>
  );
}

/** One dashboard card: title, optional control, and its four states (skeleton, error with retry, figures). */
export function CardFrame({ title, result, control, children, actions, className = '', testId }: CardOptions & { title: string; result: LoadResult; control?: ReactNode; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const refreshing = result.isFetching && !result.isLoading;
  return (
    <div className={`card tb-dash-card h-100 ${className}`} data-testid={testId} aria-busy={result.isFetching}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2 flex-wrap bg-transparent border-0 pb-0">
        <h2 className="h6 mb-0">{title}</h2>
        <div className="d-flex align-items-center gap-1">
          {control}
          {actions && (
            <>
              <button type="button" className="btn btn-sm btn-icon btn-text-secondary" aria-expanded={!collapsed} aria-label={t(collapsed ? 'dashboards.actions.expand' : 'dashboards.actions.collapse', { title })} onClick={() => setCollapsed(!collapsed)}>
                <ChevronDown size={16} aria-hidden="true" style={{ transform: collapsed ? 'rotate(-90deg)' : undefined }} />
              </button>
              <button type="button" className="btn btn-sm btn-icon btn-text-secondary" aria-label={t('dashboards.actions.refresh', { title })} disabled={result.isFetching} onClick={() => void result.refetch()}>
                {refreshing ? <span className="spinner-border spinner-border-sm" role="status" aria-label={t('dashboards.actions.refreshing')} /> : <RotateCw size={16} aria-hidden="true" />}
              </button>
              <button type="button" className="btn btn-sm btn-icon btn-text-secondary" aria-label={t('dashboards.actions.close', { title })} onClick={() => setClosed(true)}>
                <X size={16} aria-hidden="true" />
              </button>
            </>
          )}
        </div>
      </div>
      {!collapsed && <div className="card-body">{result.isLoading ? <CardSkeleton /> : result.error ? <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} /> : children}</div>}
    </div>
  );
}
