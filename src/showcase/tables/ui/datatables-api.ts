import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { fileRequest } from '@/web/api/download';
import type { datatablesContract, EmployeeExportQuery, SelectedExport } from '../contract';
import { datatablesRoutes } from '../routes';

/** The employee table: read only, so no tags. Exports save the file and give its name. */
export const datatablesApi = api.injectEndpoints({
  endpoints: (build) => {
    const tables = contractEndpoints<typeof datatablesContract>(build, datatablesRoutes);
    return {
      employees: tables.query('data', 'query'),
      employeeSample: tables.query('initialData', undefined),
      exportEmployees: build.mutation<string, EmployeeExportQuery>({ query: (query) => fileRequest(datatablesRoutes.exportAll, { query }, `employees.${query.format ?? 'csv'}`) }),
      exportSelectedEmployees: build.mutation<string, SelectedExport>({ query: (body) => fileRequest(datatablesRoutes.exportSelected, { body }, `employees-selected.${body.format ?? 'csv'}`) }),
    };
  },
});

export const { useEmployeesQuery, useEmployeeSampleQuery, useExportEmployeesMutation, useExportSelectedEmployeesMutation } = datatablesApi;
