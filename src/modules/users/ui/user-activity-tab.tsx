import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { actorText, dateTime, eventText } from './event-text';
import { useRoleChoices } from './role-names';
import { useUserActivityQuery } from './users-api';

/** The timeline of what was done to the user, newest first, as the service recorded it. */
export function UserActivityTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { data, isLoading, error, refetch } = useUserActivityQuery(id);
  const { label } = useRoleChoices();
  if (isLoading) return <ListSkeleton rows={4} />;
  if (error) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;
  const events = data?.events ?? [];
  if (events.length === 0) return <EmptyState message={t('users.view.noActivity')} />;
  return (
    <ol className="tb-timeline list-unstyled mb-0 p-3" aria-label={t('users.view.activityTitle')}>
      {events.map((event) => {
        const actor = actorText(t, event);
        return (
          <li key={event.id} className={`tb-timeline-item tb-event-${event.kind}`}>
            <div className="fw-semibold">{eventText(t, event, label)}</div>
            <small className="text-body-secondary">
              <time dateTime={event.createdAt}>{dateTime(i18n.language, event.createdAt)}</time>
              {actor && (
                <>
                  {' · '}
                  {t('users.view.by', { name: actor })}
                </>
              )}
            </small>
          </li>
        );
      })}
    </ol>
  );
}
