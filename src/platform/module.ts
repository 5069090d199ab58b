import type { Contract, EndpointDef, EndpointParsed, EndpointResponse } from '@/platform/contract/define-endpoint';
import type { Db, MigrationList } from '@/platform/db/database';
import type { Random } from '@/platform/db/random';
import type { PublicContext, ServiceContext } from '@/platform/auth/context';
import type { SearchProvider } from '@/platform/contract/search-items';

export type ContextFor<E extends EndpointDef> = E['access'] extends 'public' ? PublicContext : ServiceContext;

// Declared as a method so that a module with a precise contract fits the registry's list of modules
// (method parameters are compared both ways; the server validates every input against the contract).
export type Handler<E extends EndpointDef> = { handle(ctx: ContextFor<E>, input: EndpointParsed<E>): Promise<EndpointResponse<E>> }['handle'];

export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

export interface SeedContext {
  db: Db;
  now: Date;
  random: Random;
  /** Scales the organisation-wide sample data (1 = the spec's volumes). */
  scale: number;
}

/** One business module as the backends see it: endpoints, their handlers, schema and sample data. */
export interface BackendModule<C extends Contract = Contract> {
  name: string;
  contract: C;
  handlers: Handlers<C>;
  migrations: MigrationList;
  /** Organisation-wide sample data, seeded once. */
  seedShared?: (seed: SeedContext) => Promise<void>;
  /** Personal sample data for one account (demo accounts and every new registration). */
  seedAccount?: (seed: SeedContext, accountId: number) => Promise<void>;
  /**
   * Rebuilds the tables the module derives from rows (sums that triggers keep), once the seed has written in bulk:
   * on PostgreSQL those triggers stand aside while it does (see `BULK_LOAD`).
   */
  refill?: (db: Db) => Promise<void>;
  /** What the module offers the navbar search (files, contacts), composed by the search module. */
  searchProviders?: SearchProvider[];
}

export function defineModule<C extends Contract>(module: BackendModule<C>): BackendModule<C> {
  return module;
}
