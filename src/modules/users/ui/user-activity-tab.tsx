import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { dateTime, eventText } from './event-text';
import { useUserActivityQuery } from './users-api';

/** The timeline of what was done to the user, newest first, as the service recorded it. */
export function UserActivityTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useUserActivityQuery(id);
  if (isLoading) return <ListSkeleton rows={4} />;
  if (error) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;
  const events = data?.events ?? [];
  if (events.length === 0) return <EmptyState message={t('users.view.noActivity')} />;
  return (
    <ol className="tb-timeline list-unstyled mb-0 p-3" aria-label={t('users.view.activityTitle')}>
      {events.map((event) => (
        <li key={event.id} className={`tb-timeline-item tb-event-${event.kind}`}>
          <div className="fw-semibold">{eventText(t, event)}</div>
          <small className="text-body-secondary">
            <time dateTime={event.createdAt}>{dateTime(i18n.language, event.createdAt)}</time>
            {event.actorName && <> · {t('users.view.by', { name: event.actorName })}</>}
          </small>
        </li>
      ))}
    </ol>
  );
}
