import { describe, expect, it } from 'vitest';
import { createEventBus, type AppEvent } from './bus';

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

describe('a relay in front of the bus', () => {
  it('publish goes through the relay, and only what it delivers reaches the listeners', () => {
    const bus = createEventBus();
    const sent: [number, AppEvent][] = [];
    const heard: AppEvent[] = [];
    bus.subscribe(4, (e) => heard.push(e));
    const attachment = bus.attachRelay({ send: (accountId, event) => sent.push([accountId, event]) });
    bus.publish(4, { type: 'chat.message', data: 1 });
    expect(sent).toEqual([[4, { type: 'chat.message', data: 1 }]]);
    expect(heard).toEqual([]);
    attachment.deliver(4, { type: 'chat.message', data: 2 });
    expect(heard).toEqual([{ type: 'chat.message', data: 2 }]);
    attachment.detach();
    bus.publish(4, { type: 'chat.message', data: 3 });
    expect(heard.map((e) => e.data)).toEqual([2, 3]);
  });
  it('of two relays the latest is in use; the earlier neither sends nor delivers until the latest leaves', () => {
    const bus = createEventBus();
    const heard: unknown[] = [];
    const sentBy: string[] = [];
    bus.subscribe(1, (e) => heard.push(e.data));
    const first = bus.attachRelay({ send: () => sentBy.push('first') });
    const second = bus.attachRelay({ send: () => sentBy.push('second') });
    bus.publish(1, { type: 't', data: null });
    first.deliver(1, { type: 't', data: 'from first' });
    second.deliver(1, { type: 't', data: 'from second' });
    second.detach();
    bus.publish(1, { type: 't', data: null });
    first.deliver(1, { type: 't', data: 'first again' });
    expect(sentBy).toEqual(['second', 'first']);
    expect(heard).toEqual(['from second', 'first again']);
  });
});
