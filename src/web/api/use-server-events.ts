import { useEffect, useRef } from 'react';
import { api } from './api-slice';
import { openEventSource } from './api-fetch';

/** The ticket trade of the event stream (src/server/events.ts): not a module contract, so named here. */
const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventsTicket: build.mutation<{ ticket: string; expiresIn: number }, void>({
      query: () => ({ url: '/events/ticket', method: 'POST' }),
    }),
  }),
});

type Handlers = Record<string, (data: unknown) => void>;

/**
 * Listens to the signed-in account's Server-Sent Events while the calling component is mounted.
 * EventSource cannot send the bearer token, so each connection first trades it for a single-use
 * ticket (through the API client, which refreshes an expired token). On any error the stream is
 * closed and reopened with a fresh ticket, backing off up to 30 s; `onReconnect` runs after a
 * reconnection so the caller can catch up on what it may have missed.
 */
export function useServerEvents(handlers: Handlers, onReconnect?: () => void) {
  const [getTicket] = eventsApi.useEventsTicketMutation();
  const latest = useRef({ handlers, onReconnect });
  useEffect(() => {
    latest.current = { handlers, onReconnect };
  });
  const types = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let connectedBefore = false;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), Math.min(30_000, 1_000 * 2 ** failures++));
    };
    const connect = async () => {
      const result = await getTicket().unwrap().catch(() => null);
      if (stopped) return;
      if (!result) return retry();
      source = openEventSource(`/api/events?ticket=${encodeURIComponent(result.ticket)}`);
      source.onopen = () => {
        failures = 0;
        if (connectedBefore) latest.current.onReconnect?.();
        connectedBefore = true;
      };
      for (const type of types.split(',').filter(Boolean)) {
        source.addEventListener(type, (event) => {
          try {
            latest.current.handlers[type]?.(JSON.parse((event as MessageEvent<string>).data));
          } catch {
            // A malformed frame is skipped; the next refetch brings the truth.
          }
        });
      }
      // The browser would retry with the same, now used, ticket: close and reopen with a new one.
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [types, getTicket]);
}
