import { useTranslation } from 'react-i18next';
import { actorText, dateTime } from './event-text';

interface TimelineEvent {
  id: number;
  kind: string;
  createdAt: string;
  actorName: string | null;
  actorDeleted: boolean;
}

/** A history, newest first: what happened, when, and by whom (a person's activity, a role's changes). */
export function EventTimeline<E extends TimelineEvent>({ events, label, className, text }: { events: E[]; label: string; className: string; text: (event: E) => string }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={`tb-timeline list-unstyled mb-0 ${className}`} aria-label={label}>
      {events.map((event) => {
        const actor = actorText(t, event);
        return (
          <li key={event.id} className={`tb-timeline-item tb-event-${event.kind}`}>
            <div className="fw-semibold">{text(event)}</div>
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
