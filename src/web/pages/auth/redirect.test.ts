import { describe, expect, it } from 'vitest';
import { keepRedirect, localRedirect } from './redirect';

describe('localRedirect', () => {
  it('keeps paths inside the app', () => {
    expect(localRedirect('/apps/todo?filter=important')).toBe('/apps/todo?filter=important');
    expect(localRedirect('/')).toBe('/');
  });

  it('refuses other sites and non-paths', () => {
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
      expect(localRedirect(value)).toBeNull();
    }
  });
});

describe('keepRedirect', () => {
  it('carries a local redirect over, drops anything else', () => {
    expect(keepRedirect(new URLSearchParams('redirect=/apps/email'))).toBe('?redirect=%2Fapps%2Femail');
    expect(keepRedirect(new URLSearchParams('redirect=//evil.example'))).toBe('');
    expect(keepRedirect(new URLSearchParams(''))).toBe('');
  });
});
