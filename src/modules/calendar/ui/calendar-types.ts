import type { CalendarType } from '../contract';

/** Each type's Bootstrap colour; the legend always shows the type's name beside it. */
export const TYPE_COLOURS: Record<CalendarType, 'danger' | 'primary' | 'warning' | 'success' | 'info'> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info',
};
