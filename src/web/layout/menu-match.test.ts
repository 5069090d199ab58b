import { describe, expect, it } from 'vitest';
import { isWithin } from './menu-match';

describe('which menu entry is open', () => {
  it('the home entry only on the home page, not on every page below it', () => {
    expect(isWithin('/', '/')).toBe(true);
    expect(isWithin('/apps/ecommerce/shop', '/')).toBe(false);
  });
  it('an entry on its own page and the pages below it, not on a page that merely starts the same', () => {
    expect(isWithin('/apps/invoice/list', '/apps/invoice/list')).toBe(true);
    expect(isWithin('/apps/user/view/3', '/apps/user/view')).toBe(true);
    expect(isWithin('/apps/user/listing', '/apps/user/list')).toBe(false);
  });
});
