import { useTranslation } from 'react-i18next';

/** The first day of the week in a language, 0 Sunday … 6 Saturday (as the picker's date-fns locales have it). */
export function firstWeekday(language: string): number {
  const locale = new Intl.Locale(language) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  return info ? info.firstDay % 7 : language === 'en' || language === 'pt' ? 0 : 1;
}

/**
 * The month as the inline calendar draws it, until the calendar arrives: its name and weekdays in the interface
 * language, each allowed day a button that picks it.
 */
export function MonthGrid({ month, selected, onPick, isDayAllowed, onWant }: { month: Date; selected: Date | null; onPick: (day: Date) => void; isDayAllowed: (day: Date) => boolean; onWant: () => void }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const lead = (first.getDay() - firstWeekday(language) + 7) % 7;
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells = [...Array.from({ length: lead }, () => null), ...Array.from({ length: days }, (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1))];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const weekday = (offset: number) => new Intl.DateTimeFormat(language, { weekday: 'short' }).format(new Date(2026, 10, 1 + ((firstWeekday(language) + offset) % 7)));
  const long = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  return (
    <div className="tb-month-grid border rounded p-2" onPointerEnter={onWant} onFocusCapture={onWant}>
      <div className="text-center fw-semibold mb-2">{new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(month)}</div>
      <table className="w-100 text-center">
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => (
              <th key={i} scope="col" className="small fw-normal text-body-secondary">
                {weekday(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <td key={d}>
                    <button
                      type="button"
                      className={`btn btn-sm tb-month-day${selected?.toDateString() === day.toDateString() ? ' btn-primary' : ''}`}
                      disabled={!isDayAllowed(day)}
                      aria-label={long.format(day)}
                      aria-pressed={selected?.toDateString() === day.toDateString()}
                      onClick={() => onPick(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                ) : (
                  <td key={d} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
