import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarType } from '../contract';
import { CALENDAR_TYPES } from '../routes';
import { selectAll } from '../selection';

const isType = (value: string): value is CalendarType => (CALENDAR_TYPES as readonly string[]).includes(value);

/**
 * The selected calendar types live in the URL (`?calendars=Personal,Family`), so they survive a
 * reload and can be shared: no parameter means all five, an empty one means none.
 */
export function useCalendarSelection() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('calendars');
  const selected = useMemo(() => (raw === null ? selectAll() : raw.split(',').filter(isType)), [raw]);
  const setSelected = useCallback(
    (next: CalendarType[]) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.length === CALENDAR_TYPES.length) copy.delete('calendars');
          else copy.set('calendars', next.join(','));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { selected, setSelected };
}
