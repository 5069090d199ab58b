import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { chartsContract } from '../contract';
import { chartRoutes } from '../routes';

export const chartsApi = api.injectEndpoints({
  endpoints: (build) => {
    const charts = contractEndpoints<typeof chartsContract>(build, chartRoutes);
    return { chartData: charts.query('data', 'query') };
  },
});

export const { useChartDataQuery } = chartsApi;
