import { describe, expect, it } from 'vitest';
import { createEventBus, type AppEvent } from './bus';
import { createTicketStore } from './tickets';

describe('event bus', () => {
  it('delivers an event only to the listeners of that account', () => {
    const bus = createEventBus();
    const a: AppEvent[] = [];
    const b: AppEvent[] = [];
    bus.subscribe(1, (e) => a.push(e));
    bus.subscribe(2, (e) => b.push(e));
    bus.publish(1, { type: 'chat.message', data: { x: 1 } });
    expect(a).toEqual([{ type: 'chat.message', data: { x: 1 } }]);
    expect(b).toEqual([]);
  });
  it('every open stream of one account hears it; unsubscribing stops it and frees the account', () => {
    const bus = createEventBus();
    const heard: string[] = [];
    const stopFirst = bus.subscribe(7, () => heard.push('first'));
    bus.subscribe(7, () => heard.push('second'));
    expect(bus.listenerCount(7)).toBe(2);
    bus.publish(7, { type: 't', data: null });
    stopFirst();
    bus.publish(7, { type: 't', data: null });
    expect(heard).toEqual(['first', 'second', 'second']);
    expect(bus.listenerCount(7)).toBe(1);
  });
  it('a listener that throws does not keep the event from the others', () => {
    const bus = createEventBus();
    const heard: number[] = [];
    bus.subscribe(3, () => {
      throw new Error('closed');
    });
    bus.subscribe(3, () => heard.push(1));
    bus.publish(3, { type: 't', data: null });
    expect(heard).toEqual([1]);
  });
});

describe('event stream tickets', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('a ticket names its account once: a second use is refused', () => {
    const store = createTicketStore(30);
    const { ticket, expiresIn } = store.issue(5, now);
    expect(ticket).toMatch(/^[0-9a-f]{48}$/);
    expect(expiresIn).toBe(30);
    expect(store.redeem(ticket, now)).toBe(5);
    expect(store.redeem(ticket, now)).toBeNull();
  });
  it('an expired or unknown ticket is refused', () => {
    const store = createTicketStore(30);
    const { ticket } = store.issue(5, now);
    expect(store.redeem(ticket, new Date(now.getTime() + 31_000))).toBeNull();
    expect(store.redeem('nope', now)).toBeNull();
  });
  it('tickets differ and expired ones are swept when new ones are issued', () => {
    const store = createTicketStore(30);
    const first = store.issue(1, now).ticket;
    expect(store.issue(1, now).ticket).not.toBe(first);
    store.issue(2, new Date(now.getTime() + 60_000));
    expect(store.size()).toBe(1);
  });
});
