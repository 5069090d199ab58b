import { valueOfDate, type DateKind } from './date-value';

// Read with what the browser knows of the language (Intl), not date-fns: the field reads what is typed before
// the picker has loaded, so a date typed and saved at once is never taken for text that is no date.

const MARKS = /[\u200e\u200f\u061c]/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface DatePattern {
  source: string;
  /** Which captured group holds the day, the month and the year. */
  order: ('day' | 'month' | 'year')[];
}

const patterns = new Map<string, DatePattern>();

/** The language's short numeric date (`dd/mm/yyyy`, `mm/dd/yyyy`, `dd.mm.yyyy`), read leniently: one or two digits for the day and month, four or two for the year. */
function datePattern(language: string): DatePattern {
  let pattern = patterns.get(language);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date(2026, 10, 3));
    const order: DatePattern['order'] = [];
    let source = '';
    for (const part of parts) {
      if (part.type === 'day' || part.type === 'month') source += '(\\d{1,2})';
      else if (part.type === 'year') source += '(\\d{4}|\\d{2})';
      else {
        source += escape(part.value.replace(MARKS, '').trim()).replace(/^$/, '\\s*');
        continue;
      }
      order.push(part.type);
    }
    pattern = { source, order };
    patterns.set(language, pattern);
  }
  return pattern;
}

/** Only English is written on a 12-hour clock (as the picker writes each language's time). */
const twelveHours = (language: string) => language === 'en';

/** Arabic-Indic and Persian digits read as the digits they are. */
const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

/**
 * A date typed in the interface language's format (`23/11/2026` in Spanish, `11/23/2026` in English,
 * `23.11.2026` in German), with a time after it for a date-time (`13:05`, or `1:05 PM` in English); null when
 * the text is not one.
 */
export function parseTypedDate(text: string, language: string, kind: DateKind): Date | null {
  const typed = latinDigits(text.replace(MARKS, '')).trim().replace(/\s+/g, ' ');
  if (!typed) return null;
  const { source, order } = datePattern(language);
  const time = kind === 'date' ? '' : ` (\\d{1,2}):(\\d{2})(?: ?([ap])\\.? ?m\\.?)?`;
  const match = new RegExp(`^${source}${time}$`, 'i').exec(typed);
  if (!match) return null;
  const at = Object.fromEntries(order.map((part, index) => [part, match[index + 1]!])) as Record<DatePattern['order'][number], string>;
  const day = Number(at.day);
  const month = Number(at.month);
  // Two digits stand for the nearest century: 00–49 this one, 50–99 the last.
  const year = at.year.length === 2 ? Number(at.year) + (Number(at.year) < 50 ? 2000 : 1900) : Number(at.year);
  let hours = 0;
  let minutes = 0;
  if (kind === 'date-time') {
    hours = Number(match[order.length + 1]);
    minutes = Number(match[order.length + 2]);
    const half = match[order.length + 3]?.toLowerCase();
    if (half) {
      if (!twelveHours(language) || hours < 1 || hours > 12) return null;
      hours = (hours % 12) + (half === 'p' ? 12 : 0);
    }
    if (hours > 23 || minutes > 59) return null;
  }
  if (year < 1000) return null;
  const date = new Date(year, month - 1, day, hours, minutes, 0, 0);
  // 31/02 is no day: the Date rolls it over to March.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** What a field holds once this text is typed: the date's value, `''` when cleared, undefined while it is no date. */
export function valueOfTyped(text: string, language: string, kind: DateKind): string | undefined {
  const date = parseTypedDate(text, language, kind);
  if (date) return valueOfDate(date, kind);
  return text.trim() ? undefined : '';
}
