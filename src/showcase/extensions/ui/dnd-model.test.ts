import { describe, expect, it } from 'vitest';
import { listOf, moveItem } from './dnd-model';

const lists = { a: ['1', '2', '3'], b: ['4'] };

describe('moving items between lists', () => {
  it('finds the list of an item or of a list id', () => {
    expect(listOf(lists, '3')).toBe('a');
    expect(listOf(lists, 'b')).toBe('b');
    expect(listOf(lists, 'x')).toBeUndefined();
  });
  it('reorders within a list, down and up', () => {
    expect(moveItem(lists, '1', '3').a).toEqual(['2', '3', '1']);
    expect(moveItem(lists, '3', '1').a).toEqual(['3', '1', '2']);
  });
  it('moves to another list, before an item or at its end', () => {
    expect(moveItem(lists, '2', '4')).toEqual({ a: ['1', '3'], b: ['2', '4'] });
    expect(moveItem(lists, '2', 'b')).toEqual({ a: ['1', '3'], b: ['4', '2'] });
  });
  it('leaves the lists as they are for an unknown item or itself', () => {
    expect(moveItem(lists, 'x', '1')).toBe(lists);
    expect(moveItem(lists, '1', '1')).toBe(lists);
  });
});
