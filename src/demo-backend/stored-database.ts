import { createStore, delMany, get, getMany, setMany } from 'idb-keyval';
import { Mutex } from 'async-mutex';
import { retriedWhenTransient } from './transient-read';

/**
 * Where the demo keeps its database between visits: the SQLite file's bytes in IndexedDB, with a version that
 * every write raises. Each tab holds a copy in memory; a tab that finds a newer version than its own reads it again.
 */
const store = createStore('tablero-demo', 'database');

export interface StoredDatabase {
  bytes: Uint8Array;
  version: number;
}

export const storedVersion = async (): Promise<number> => (await get<number>('version', store)) ?? 0;

export async function readStored(): Promise<StoredDatabase | null> {
  const [bytes, version] = await retriedWhenTransient(() => getMany<Uint8Array | number | undefined>(['bytes', 'version'], store));
  return bytes instanceof Uint8Array && typeof version === 'number' ? { bytes, version } : null;
}

export const writeStored = ({ bytes, version }: StoredDatabase) =>
  setMany(
    [
      ['bytes', bytes],
      ['version', version],
    ],
    store,
  );

export const forgetStored = () => delMany(['bytes', 'version'], store);

const local = new Mutex();

/**
 * One request at a time across all of this browser's tabs (Web Locks), so two tabs never write from stale copies.
 * Where Web Locks are missing (a page served over plain HTTP from another host), one at a time within the tab.
 */
export function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('tablero-demo-database', task) as Promise<T>) : local.runExclusive(task);
}
