import type { SearchIndex } from '@/platform/db/search';

/** SPEC §7: the table's search reads name, post, email, age, salary and start date. */
export const EMPLOYEE_SEARCH: SearchIndex = {
  table: 'datatable_employees',
  columns: ['full_name', 'post', 'email', { number: 'age' }, { number: 'salary' }, 'start_date'],
};
