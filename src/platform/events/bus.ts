/** Something that happened for one account, pushed to that account's open browsers. */
export interface AppEvent {
  /** Dotted name, module first: `chat.message`. */
  type: string;
  data: unknown;
}

export type EventListener = (event: AppEvent) => void;

export interface EventBus {
  publish(accountId: number, event: AppEvent): void;
  /** Returns the function that stops listening. */
  subscribe(accountId: number, listener: EventListener): () => void;
  /** How many listeners an account has (tests and diagnostics). */
  listenerCount(accountId: number): number;
}

/**
 * An in-process bus: publish reaches the listeners of this process only. Several server instances
 * behind a load balancer would need a shared bus instead (PostgreSQL LISTEN/NOTIFY or Redis pub/sub)
 * with this same interface. Isomorphic: the in-browser demo backend can use it too.
 */
export function createEventBus(): EventBus {
  const listeners = new Map<number, Set<EventListener>>();
  return {
    publish(accountId, event) {
      for (const listener of [...(listeners.get(accountId) ?? [])]) {
        try {
          listener(event);
        } catch {
          // One broken listener (a closed stream) must not stop the others.
        }
      }
    },
    subscribe(accountId, listener) {
      let set = listeners.get(accountId);
      if (!set) listeners.set(accountId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(accountId) === set) listeners.delete(accountId);
      };
    },
    listenerCount: (accountId) => listeners.get(accountId)?.size ?? 0,
  };
}

/** The process's bus: services publish on it, the server's event stream (/api/events) listens to it. */
export const eventBus = createEventBus();
