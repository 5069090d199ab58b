/** One budget (an endpoint and an address): requests counted in a fixed window. */
export interface RateLimitTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    rate_limits: RateLimitTable;
  }
}
