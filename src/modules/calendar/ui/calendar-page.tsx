import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput, LocaleInput } from '@fullcalendar/core';
import { ListFilter, Plus } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { Drawer } from '@/web/components/drawer';
import { LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useAppSelector } from '@/web/store';
import type { CalendarEvent } from '../contract';
import { selectAll } from '../selection';
import { useCalendarEventsQuery, useUpdateCalendarEventMutation } from './calendar-api';
import { CalendarFilters } from './calendar-filters';
import { TYPE_COLOURS } from './calendar-types';
import { eventFormValues, movedDates, newEventValues, type EventFormValues } from './event-values';
import { builtInLocale, loadCalendarLocale } from './fc-locale';
import { useCalendarSelection } from './use-calendar-selection';
import './calendar.scss';

// The form brings the date picker and the select; they load the first time it opens.
const EventEditor = lazy(() => import('./event-editor').then((m) => ({ default: m.EventEditor })));

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const TOOLBAR = { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' };

/** The Calendar app: the types to show on the side, FullCalendar's month, week, day and list views, and the event form. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('calendar.title'));
  const direction = useAppSelector((s) => s.layout.direction);
  const { selected, setSelected } = useCalendarSelection();
  const [locale, setLocale] = useState<{ language: string; value: LocaleInput | 'en' } | null>(() => {
    const value = builtInLocale(i18n.language);
    return value ? { language: i18n.language, value } : null;
  });
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [editing, setEditing] = useState<{ event: CalendarEvent | null; initial: EventFormValues } | null>(null);
  const [updateEvent] = useUpdateCalendarEventMutation();
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    let current = true;
    if (locale?.language === i18n.language) return;
    void loadCalendarLocale(i18n.language).then((value) => current && setLocale({ language: i18n.language, value }));
    return () => {
      current = false;
    };
  }, [i18n.language, locale?.language]);

  // FullCalendar's chevrons are icon fonts marked role="img" inside buttons already named by their title: hide them from assistive tech.
  useEffect(() => {
    const el = main.current;
    if (!el) return;
    const hideIcons = () => el.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hideIcons();
    const observer = new MutationObserver(hideIcons);
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const none = selected.length === 0;
  const { data, error, isFetching, refetch } = useCalendarEventsQuery({ calendars: selected, ...range }, { skip: !range || none });
  const events = useMemo<EventInput[]>(
    () =>
      none
        ? []
        : (data ?? []).map((e) => ({
            id: String(e.id),
            title: e.title,
            start: e.start,
            end: e.end,
            allDay: e.allDay,
            classNames: ['tb-event', `tb-event-${TYPE_COLOURS[e.extendedProps.calendar]}`],
            extendedProps: { source: e },
          })),
    [data, none],
  );

  const openNew = (at: { date: Date; allDay: boolean } | null) => {
    setFiltersOpen(false);
    setEditing({ event: null, initial: newEventValues(at, new Date()) });
  };
  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    const source = info.event.extendedProps.source as CalendarEvent;
    setEditing({ event: source, initial: eventFormValues(source) });
  };
  // Dragging and resizing save at once; if the server refuses, the event goes back where it was.
  const onMoved = async (info: EventDropArg | EventResizeDoneArg) => {
    const source = info.event.extendedProps.source as CalendarEvent;
    const { id, ...rest } = source;
    try {
      await updateEvent({ ...rest, id, allDay: info.event.allDay, ...movedDates(info.event.start!, info.event.end, info.event.allDay) }).unwrap();
      notify.success(t('calendar.moved', { title: source.title }));
    } catch (e) {
      info.revert();
      notify.error(errorOf(e).message);
    }
  };

  const filters = (prefix: string) => <CalendarFilters idPrefix={prefix} selected={selected} onChange={setSelected} onAdd={() => openNew(null)} />;

  return (
    <>
      <h1 className="h4 mb-3">{t('calendar.title')}</h1>
      <div className="card tb-calendar">
        <aside className="d-none d-lg-block tb-calendar-aside" aria-label={t('calendar.filter')}>
          {filters('cal-filter')}
        </aside>
        <Drawer show={filtersOpen} onHide={() => setFiltersOpen(false)} title={t('calendar.filter')} className="d-lg-none" bodyClassName="p-0">
          {filters('cal-filter-drawer')}
        </Drawer>

        <section ref={main} className="tb-calendar-main" aria-label={t('calendar.title')} aria-busy={isFetching || !locale}>
          <div className="d-flex d-lg-none gap-2 mb-3">
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setFiltersOpen(true)}>
              <ListFilter size={16} className="me-1" aria-hidden="true" />
              {t('calendar.openFilters')}
            </button>
            <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={() => openNew(null)}>
              <Plus size={16} className="me-1" aria-hidden="true" />
              {t('calendar.add')}
            </button>
          </div>
          {none && (
            <div className="tb-calendar-note d-flex flex-wrap align-items-center gap-2 mb-3" role="status">
              <span>{t('calendar.noneSelected')}</span>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setSelected(selectAll())}>
                {t('calendar.viewAll')}
              </button>
            </div>
          )}
          {error && !none && <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />}
          {!locale ? (
            <div className="placeholder-glow" aria-hidden="true">
              <span className="placeholder col-12 mb-3" style={{ blockSize: '2.5rem' }} />
              <span className="placeholder col-12" style={{ blockSize: '30rem' }} />
            </div>
          ) : (
            <FullCalendar
              key={locale.language}
              plugins={PLUGINS}
              initialView={window.matchMedia('(max-width: 575.98px)').matches ? 'listMonth' : 'dayGridMonth'}
              headerToolbar={TOOLBAR}
              locale={locale.value}
              direction={direction}
              height="auto"
              dayMaxEvents={3}
              editable
              eventInteractive
              eventResizableFromStart
              events={events}
              // A title someone typed reads in its own direction (and is cut at its end, not its start).
              eventDidMount={({ el }) => el.querySelector('.fc-event-title, .fc-list-event-title')?.setAttribute('dir', 'auto')}
              datesSet={(arg: DatesSetArg) => setRange((r) => (r?.start === arg.startStr && r.end === arg.endStr ? r : { start: arg.startStr, end: arg.endStr }))}
              dateClick={(arg: DateClickArg) => openNew({ date: arg.date, allDay: arg.allDay })}
              eventClick={onEventClick}
              eventDrop={(info) => void onMoved(info)}
              eventResize={(info) => void onMoved(info)}
              // A day cell holds its events: named by what it shows, not by its date link alone (WCAG 2.5.3).
              dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
            />
          )}
        </section>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EventEditor key={editing.event?.id ?? 'new'} event={editing.event} initial={editing.initial} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
