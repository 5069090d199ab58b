import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { userOfAuthorization } from '@/platform/auth/authorize';
import { eventBus } from '@/platform/events/bus';
import { createTicketStore } from '@/platform/events/tickets';
import { databaseFileStorage } from '@/platform/files/storage';
import { openDemoDatabase, type DemoDatabase } from './backend';
import { json } from './dispatch';
import { DemoEventSource } from './event-source';
import { createFileUrls } from './file-urls';
import { exclusively, forgetStored, readStored, storedVersion, writeStored } from './stored-database';
import { openTabChannel } from './tabs';

export interface DemoBackend {
  /** `fetch` for `/api` requests, answered in the page. */
  fetch(request: Request): Promise<Response>;
  /** An EventSource for `/api/events?ticket=…`. */
  openEvents(url: string): EventSource;
  /** Starts the demo data again from the seed, in every tab of this browser. */
  reset(): Promise<void>;
}

/** What the demo answered, for whoever watches the page (the end-to-end suite does, as it watches the network on the server). */
export interface DemoAnswer {
  method: string;
  url: string;
  status: number;
  requestBody?: string;
  /** JSON answers only. */
  responseBody?: string;
}
export const DEMO_ANSWER_EVENT = 'tablero-demo:answer';

async function announce(request: Request, requestBody: string | undefined, response: Response) {
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  const detail: DemoAnswer = { method: request.method, url: request.url, status: response.status, requestBody, responseBody: isJson ? await response.clone().text() : undefined };
  dispatchEvent(new CustomEvent(DEMO_ANSWER_EVENT, { detail }));
}

/**
 * The backend of the static demo: the server's services over SQLite in WebAssembly, in this page. The database is
 * made and seeded on the first visit and kept in IndexedDB; every request runs alone across the browser's tabs,
 * on the newest stored copy, and a request that changed something stores the database before it is answered.
 */
export async function startDemoBackend(options: {
  onReset: () => void;
  /** Where the app is served (origin and sub-path, no trailing slash): the links in its mails point there. */
  publicUrl: string;
}): Promise<DemoBackend> {
  const sqlite3 = await sqlite3InitModule();
  const { publicUrl } = options;
  let current!: DemoDatabase;
  let version = 0;
  let changesKept = 0;

  const open = async (bytes: Uint8Array | undefined) => {
    const previous = current;
    current = await openDemoDatabase(sqlite3, bytes, publicUrl);
    changesKept = current.changes();
    await previous?.close();
  };
  const keep = async () => {
    version += 1;
    await writeStored({ bytes: current.bytes(), version });
    changesKept = current.changes();
  };
  /** Reads the stored database, or makes and stores a new one (the first visit, or after a reset). Under the lock. */
  const load = async () => {
    const stored = await readStored();
    await open(stored?.bytes);
    // A new database's version is new to every tab: they all read it again.
    version = stored?.version ?? Date.now();
    if (!stored) await keep();
  };
  /** Runs `task` on the newest copy, then stores what it changed. */
  const onNewest = <T>(task: () => Promise<T>) =>
    exclusively(async () => {
      if ((await storedVersion()) !== version) await load();
      const result = await task();
      if (current.changes() !== changesKept) await keep();
      return result;
    });

  await exclusively(load);

  const channel = openTabChannel((message) => {
    if (message.kind === 'event') delivered.deliver(message.accountId, message.event);
    else options.onReset();
  });
  // Live events reach the account's pages in this tab and, through the channel, in the others.
  const delivered = eventBus.attachRelay({
    send(accountId, event) {
      delivered.deliver(accountId, event);
      channel.post({ kind: 'event', accountId, event });
    },
  });

  const files = createFileUrls((key) => databaseFileStorage(current.db).get(key));

  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/status') return json(200, { maintenance: false });
    if (pathname === '/api/events/ticket' && request.method === 'POST') {
      const user = await userOfAuthorization(current.db, current.tokens, request.headers.get('authorization') ?? undefined);
      if (!user) return json(401, { message: 'Authentication required' });
      return json(200, await createTicketStore(current.db, 30).issue(user.id));
    }
    const response = await current.dispatch(request);
    // Read whole while the database is this request's: a file answer is written as its rows are read.
    const body = await response.arrayBuffer();
    if (!response.headers.get('content-type')?.startsWith('application/json')) return new Response(body, response);
    return new Response(await files.inAnswer(new TextDecoder().decode(body)), response);
  };

  return {
    async fetch(request) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : files.inRequest(await request.text());
      const sent = new Request(request.url, { method: request.method, headers: request.headers, body });
      const response = await onNewest(() => answer(sent));
      await announce(sent, body, response);
      return response;
    },
    openEvents: (url) => new DemoEventSource(url, (ticket) => onNewest(() => createTicketStore(current.db, 30).redeem(ticket)), eventBus) as unknown as EventSource,
    async reset() {
      await exclusively(async () => {
        await forgetStored();
        await load();
      });
      channel.post({ kind: 'reset' });
      options.onReset();
    },
  };
}
