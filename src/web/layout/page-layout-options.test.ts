import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, type LayoutSettings } from './layout-slice';
import { withPageOptions } from './page-layout-options';

const saved: LayoutSettings = { ...DEFAULT_LAYOUT, menuLayout: 'horizontal', contentWidth: 'full' };

describe('a page’s layout options', () => {
  it('leave the saved settings as they are when there are none', () => {
    expect(withPageOptions(saved, undefined)).toBe(saved);
  });

  it('collapse the menu into a vertical one', () => {
    expect(withPageOptions(saved, { menu: 'collapsed' })).toMatchObject({ menuLayout: 'vertical', menuCollapsed: true, menuHidden: false });
  });

  it('hide the menu, also for the empty frame', () => {
    expect(withPageOptions(saved, { menu: 'hidden' }).menuHidden).toBe(true);
    expect(withPageOptions(saved, { frame: 'empty' }).menuHidden).toBe(true);
  });

  it('box the content whatever width was chosen, without changing the saved object', () => {
    expect(withPageOptions(saved, { content: 'boxed' }).contentWidth).toBe('boxed');
    expect(saved.contentWidth).toBe('full');
  });
});
