import { dayOrTime } from './contract';

/**
 * Events longer than this are "long": few, flagged, and looked for apart. Every other event that overlaps a
 * range starts at most this long before it, which bounds the index range a calendar view reads. (The
 * migration that added the flag set it with the same 31 days; a change here needs a migration to re-flag.)
 */
export const LONG_EVENT_DAYS = 31;

export function isLongEvent(start: string, end: string, allDay: boolean): boolean {
  return dayOrTime(end, allDay) - dayOrTime(start, allDay) > LONG_EVENT_DAYS * 86_400_000;
}
