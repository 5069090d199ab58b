import type { AppEvent } from '@/platform/events/bus';

/** What the demo's tabs tell each other. */
export type TabMessage =
  /** A live event for one account (a chat message, a new mail), for that account's open pages in every tab. */
  | { kind: 'event'; accountId: number; event: AppEvent }
  /** The demo data started again from the seed: every tab signs out and loads afresh. */
  | { kind: 'reset' };

export function openTabChannel(onMessage: (message: TabMessage) => void) {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tablero-demo');
  if (channel) channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data);
  return { post: (message: TabMessage) => channel?.postMessage(message) };
}
