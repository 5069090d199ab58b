import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { eventText } from './event-text';
import { EventTimeline } from './event-timeline';
import { useRoleChoices } from './role-names';
import { useUserActivityQuery } from './users-api';

/** The timeline of what was done to the user, newest first, as the service recorded it. */
export function UserActivityTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useUserActivityQuery(id);
  const { label } = useRoleChoices();
  if (isLoading) return <ListSkeleton rows={4} />;
  if (error) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;
  const events = data?.events ?? [];
  if (events.length === 0) return <EmptyState message={t('users.view.noActivity')} />;
  return <EventTimeline events={events} label={t('users.view.activityTitle')} className="p-3" text={(event) => eventText(t, event, label)} />;
}
