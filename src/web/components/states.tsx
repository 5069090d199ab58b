import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';

/** Empty: a short sentence and the action that fills it. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="tb-empty text-center text-body-secondary py-5 px-3">
      <p className="mb-3">{message}</p>
      {action}
    </div>
  );
}

/** Error on load: the server's message and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger d-flex align-items-center justify-content-between gap-3 m-3" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-sm btn-danger" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Loading: grey placeholder lines in the shape of a list. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="placeholder-glow p-3" aria-busy="true" aria-live="polite">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="d-flex align-items-center gap-3 py-2">
          <span className="placeholder rounded-circle" style={{ width: 32, height: 32 }} />
          <span className="placeholder col-6" />
          <span className="placeholder col-2 ms-auto" />
        </div>
      ))}
    </div>
  );
}

interface LoadResult {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The four states of a list that is not a table (the data table has its own): loading, error with retry,
 * empty with the action that fills it, or the items.
 */
export function ListStates({ result, isEmpty, empty, children }: { result: LoadResult; isEmpty: boolean; empty: { message: string; action?: ReactNode }; children: ReactNode }) {
  return (
    <div aria-busy={result.isFetching}>
      {result.isLoading ? (
        <ListSkeleton />
      ) : result.error ? (
        <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />
      ) : isEmpty ? (
        <EmptyState message={empty.message} action={empty.action} />
      ) : (
        children
      )}
    </div>
  );
}
