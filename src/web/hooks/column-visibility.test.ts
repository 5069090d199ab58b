import { describe, expect, it } from 'vitest';
import { readHiddenColumns } from './column-visibility';

describe('readHiddenColumns', () => {
  const ids = ['name', 'email', 'role'];
  it('reads a stored choice', () => {
    expect(readHiddenColumns('{"email":false,"role":true}', ids)).toEqual({ email: false, role: true });
  });
  it('drops unknown columns and odd values', () => {
    expect(readHiddenColumns('{"password":false,"email":"no","role":false}', ids)).toEqual({ role: false });
  });
  it('shows every column when nothing usable is stored', () => {
    expect(readHiddenColumns(null, ids)).toEqual({});
    expect(readHiddenColumns('not json', ids)).toEqual({});
    expect(readHiddenColumns('[false]', ids)).toEqual({});
    expect(readHiddenColumns('null', ids)).toEqual({});
  });
});
