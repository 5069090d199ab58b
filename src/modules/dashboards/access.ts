import { accessTo } from '@/platform/contract/define-routes';

/** The dashboards and cards read the 'Dashboard' area. */
export const dashboardAccess = accessTo('Dashboard');
