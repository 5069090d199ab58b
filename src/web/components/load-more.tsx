import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  /** Whether the server has another page. */
  hasMore: boolean;
  /** A page is on its way: no second request until it lands. */
  loading: boolean;
  onLoadMore: () => void;
  /** Loading the next page failed: the button offers to try again instead of loading by itself. */
  failed?: boolean;
}

/**
 * The end of a list read a page at a time: when it scrolls into view the next page loads. It is also a
 * button, for keyboards and for anyone who would rather ask, and says when the list is complete.
 */
export function LoadMore({ hasMore, loading, onLoadMore, failed = false }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, failed, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, loading, failed, onLoadMore };
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // Starts a little before the end comes into view, so scrolling rarely waits.
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, failed: broken, onLoadMore: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy && !broken) load();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // When a page lands and the end is still in view, the observer says nothing new: ask again.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || !hasMore || failed) return;
    const bottom = element.getBoundingClientRect().top;
    if (bottom < window.innerHeight + 400) latest.current.onLoadMore();
  }, [loading, hasMore, failed]);

  return (
    <div ref={sentinel} className="tb-load-more text-center py-3">
      {hasMore ? (
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={loading} onClick={onLoadMore}>
          {loading ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {t('common.loadingMore')}
            </>
          ) : failed ? (
            t('common.retryLoadMore')
          ) : (
            t('common.loadMore')
          )}
        </button>
      ) : (
        <span className="small text-body-secondary">{t('common.endOfList')}</span>
      )}
    </div>
  );
}
