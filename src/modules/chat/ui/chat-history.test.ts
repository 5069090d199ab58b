import { describe, expect, it } from 'vitest';
import type { Chat } from '../contract';
import { withNewest, withOlder } from './chat-history';

const chat = (ids: number[], hasOlder: boolean): Chat => ({
  id: 1,
  userId: 2,
  unseenMsgs: 0,
  hasOlder,
  chat: ids.map((id) => ({ id, message: `m${id}`, time: '2026-11-22T10:00:00Z', senderId: 2 })),
});
const ids = (c: Chat) => c.chat.map((m) => m.id);

describe('chat history pages', () => {
  it('an older page goes above; its hasOlder says whether more remain', () => {
    const merged = withOlder(chat([5, 6, 7], true), chat([2, 3, 4], false));
    expect(ids(merged)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(merged.hasOlder).toBe(false);
  });
  it('a newer page keeps the older messages loaded above it', () => {
    const merged = withNewest(chat([2, 3, 4, 5, 6, 7], false), chat([5, 6, 7, 8], true));
    expect(ids(merged)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(merged.hasOlder).toBe(false);
  });
  it('more new messages than a page: the newest page alone, with older ones to load', () => {
    const merged = withNewest(chat([2, 3], false), chat([10, 11], true));
    expect(ids(merged)).toEqual([10, 11]);
    expect(merged.hasOlder).toBe(true);
  });
  it('a whole chat in one page replaces what was there', () => {
    expect(ids(withNewest(chat([2, 3], false), chat([2, 3, 4], false)))).toEqual([2, 3, 4]);
  });
});
