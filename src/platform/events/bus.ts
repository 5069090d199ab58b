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
 * Carries published events to every server instance (the server's is PostgreSQL LISTEN/NOTIFY).
 * Each instance, this one included, hands what arrives to `deliver` of its attachment.
 */
export interface EventRelay {
  send(accountId: number, event: AppEvent): void;
}

export interface RelayAttachment {
  /** Gives an event that came through the relay to this process's listeners. */
  deliver(accountId: number, event: AppEvent): void;
  /** Publishing goes back to the previous relay (or in-process); deliveries stop. */
  detach(): void;
}

export interface RelayableEventBus extends EventBus {
  /**
   * From now on publish goes through the relay. The latest attached relay is the one in use; an
   * earlier one (two servers built in one process) neither sends nor delivers until it is again.
   */
  attachRelay(relay: EventRelay): RelayAttachment;
}

/**
 * A bus whose listeners live in this process. Without a relay, publish reaches them directly (one
 * instance, SQLite, the in-browser demo); with one, it reaches the listeners of every instance.
 * Isomorphic: services publish on it without knowing which.
 */
export function createEventBus(): RelayableEventBus {
  const listeners = new Map<number, Set<EventListener>>();
  const relays: EventRelay[] = [];
  const deliver = (accountId: number, event: AppEvent) => {
    for (const listener of [...(listeners.get(accountId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One broken listener (a closed stream) must not stop the others.
      }
    }
  };
  return {
    publish(accountId, event) {
      const relay = relays.at(-1);
      if (relay) relay.send(accountId, event);
      else deliver(accountId, event);
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
    attachRelay(relay) {
      relays.push(relay);
      return {
        deliver(accountId, event) {
          if (relays.at(-1) === relay) deliver(accountId, event);
        },
        detach() {
          const index = relays.lastIndexOf(relay);
          if (index >= 0) relays.splice(index, 1);
        },
      };
    },
  };
}

/** The process's bus: services publish on it, the server's event stream (/api/events) listens to it. */
export const eventBus = createEventBus();
