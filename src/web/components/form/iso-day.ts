/** A local date as an ISO day, `YYYY-MM-DD`, without time-zone shifts. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** An ISO day as a local date at midnight; null for an empty value. */
export const dateOfDay = (day: string): Date | null => (day ? new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) : null);
