import { amount, day, defineListQuery, oneOf, paging, sorting, text } from '@/web/hooks/list-query';
import { EMPLOYEE_SORT_COLUMNS, EMPLOYEE_STATUSES } from '../routes';

/** The basic page: search, sort and paging in the URL. */
export const basicEmployeesQuery = defineListQuery({
  q: text(),
  ...sorting(EMPLOYEE_SORT_COLUMNS, 'id', 'asc'),
  ...paging(),
});

/** The advanced page: the search, every column filter, sort and paging in the URL (named as the contract names them). */
export const employeesQuery = defineListQuery({
  q: text(),
  full_name: text(undefined),
  post: text(undefined),
  email: text(undefined),
  city: text(undefined),
  status: oneOf(EMPLOYEE_STATUSES),
  startFrom: day(),
  startTo: day(),
  salaryMin: amount(),
  salaryMax: amount(),
  ageMin: amount(),
  ageMax: amount(),
  ...sorting(EMPLOYEE_SORT_COLUMNS, 'id', 'asc'),
  ...paging(),
});
