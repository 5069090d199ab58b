export interface TestPostgres {
  url: string;
  databaseUrl(name: string): string;
  port: number;
  socketDir: string;
  bin: string;
  user: string;
  stop(): Promise<void>;
}
export function postgresBin(): string;
export function startTestPostgres(options?: { durable?: boolean }): Promise<TestPostgres>;
export function createTestDatabase(cluster: TestPostgres, name: string): Promise<string>;
