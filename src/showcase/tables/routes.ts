import { defineRoutes } from '@/platform/contract/define-routes';

/** SPEC §3: an employee's status, a number from 1 to 5 (the page names each one). */
export const EMPLOYEE_STATUSES = [1, 2, 3, 4, 5] as const;

/** Every column of the employee table sorts, in SQL, off an index of its own (see migrations). */
export const EMPLOYEE_SORT_COLUMNS = ['id', 'full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age', 'experience', 'status'] as const;
export type EmployeeSortColumn = (typeof EMPLOYEE_SORT_COLUMNS)[number];

/** The file formats an export is written in. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The most ids one selected-rows export takes. */
export const SELECTED_MAX = 1000;

/** The employee table of the data-table pages: for every signed-in account, read only. */
export const datatablesRoutes = defineRoutes({
  initialData: { method: 'GET', path: '/datatables/initial-data', access: 'signed-in' },
  data: { method: 'GET', path: '/datatables/data', access: 'signed-in' },
  exportAll: { method: 'GET', path: '/datatables/export', access: 'signed-in' },
  exportSelected: { method: 'POST', path: '/datatables/export-selected', access: 'signed-in' },
});
