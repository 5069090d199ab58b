// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRowSelection } from './use-row-selection';

describe('useRowSelection', () => {
  it('keeps ids across pages and clears them when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => useRowSelection(key), { initialProps: { key: 'a' } });
    act(() => result.current[1]({ '3': true, '12': true }));
    rerender({ key: 'a' });
    expect(result.current[0]).toEqual({ '3': true, '12': true });
    rerender({ key: 'b' });
    expect(result.current[0]).toEqual({});
  });
});
