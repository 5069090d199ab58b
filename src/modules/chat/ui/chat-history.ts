import type { Chat } from '../contract';

/**
 * A newer answer for a chat already on screen (a live message, a refetch): the older pages the person
 * scrolled back to stay above the newest page, as long as the two meet. When more arrived than a page
 * holds, they no longer meet, and the newest page alone is kept (nothing is shown with a hole in it).
 */
export function withNewest(current: Chat, incoming: Chat): Chat {
  const first = incoming.chat[0]?.id;
  // An empty chat, or the whole chat in one page: nothing older to keep.
  if (first === undefined || !incoming.hasOlder) return incoming;
  const meets = current.chat.some((m) => m.id >= first);
  if (!meets) return incoming;
  const older = current.chat.filter((m) => m.id < first);
  return { ...incoming, chat: [...older, ...incoming.chat], hasOlder: older.length ? current.hasOlder : true };
}

/** An older page above what is on screen. */
export function withOlder(current: Chat, older: Chat): Chat {
  const first = current.chat[0]?.id ?? Infinity;
  return { ...current, chat: [...older.chat.filter((m) => m.id < first), ...current.chat], hasOlder: older.hasOlder };
}
