import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, SORT_DIRECTIONS, amount, clampPage, day, defineListQuery, int, isFiltered, nextSort, oneOf, parseListQuery, resetPatch, text, writeListQuery } from './list-query';

const spec = defineListQuery(
  {
    q: text(),
    assignedTo: oneOf(['admin', 'user']),
    owner: text(undefined),
    sortColumn: oneOf(['name', 'email'], 'name'),
    sort: oneOf(SORT_DIRECTIONS, 'asc'),
    page: int(),
    perPage: oneOf(PAGE_SIZES, 10),
  },
  { params: { assignedTo: 'role' } },
);
const url = (search: string) => new URLSearchParams(search);

describe('range fields (amount, day)', () => {
  const ranges = defineListQuery({ salaryMin: amount(), startFrom: day() });
  it('read a whole number from 0 and an ISO day; absent means no bound', () => {
    expect(parseListQuery(ranges, url(''))).toEqual({ salaryMin: undefined, startFrom: undefined });
    expect(parseListQuery(ranges, url('salaryMin=0&startFrom=2024-02-29'))).toEqual({ salaryMin: 0, startFrom: '2024-02-29' });
  });
  it('drop what is not one', () => {
    expect(parseListQuery(ranges, url('salaryMin=-3&startFrom=29/02/2024'))).toEqual({ salaryMin: undefined, startFrom: undefined });
    expect(parseListQuery(ranges, url('salaryMin=1e5&startFrom=2024-13-40'))).toEqual({ salaryMin: undefined, startFrom: undefined });
  });
  it('count as filters and are written without their default', () => {
    expect(isFiltered(ranges, { salaryMin: 0, startFrom: undefined })).toBe(true);
    expect(writeListQuery(ranges, url('salaryMin=5'), { salaryMin: undefined, startFrom: '2024-01-01' }).toString()).toBe('startFrom=2024-01-01');
  });
});

describe('parseListQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseListQuery(spec, url(''))).toEqual({ q: '', assignedTo: undefined, owner: undefined, sortColumn: 'name', sort: 'asc', page: 1, perPage: 10 });
  });

  it('reads good values, under their URL names', () => {
    const query = parseListQuery(spec, url('q=%20ana%20&role=user&owner=x&sortColumn=email&sort=desc&page=3&perPage=25'));
    expect(query).toEqual({ q: 'ana', assignedTo: 'user', owner: 'x', sortColumn: 'email', sort: 'desc', page: 3, perPage: 25 });
  });

  it('falls back to the default for bad or unknown values', () => {
    const query = parseListQuery(spec, url('role=root&assignedTo=user&sortColumn=password&sort=up&page=-2&perPage=1000'));
    expect(query).toMatchObject({ assignedTo: undefined, sortColumn: 'name', sort: 'asc', page: 1, perPage: 10 });
    expect(parseListQuery(spec, url('page=2.5')).page).toBe(1);
    expect(parseListQuery(spec, url('page=abc')).page).toBe(1);
    expect(parseListQuery(spec, url('page=0')).page).toBe(1);
  });
});

describe('writeListQuery', () => {
  it('leaves defaults and empty values out of the URL', () => {
    expect(writeListQuery(spec, url('sort=desc&perPage=25'), { sort: 'asc', perPage: 10, q: '' }).toString()).toBe('');
  });

  it('uses the URL name of a key', () => {
    expect(writeListQuery(spec, url(''), { assignedTo: 'admin' }).toString()).toBe('role=admin');
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(writeListQuery(spec, url('page=4'), { sortColumn: 'email' }).toString()).toBe('sortColumn=email');
    expect(writeListQuery(spec, url('page=4&q=a'), { page: 5 }).toString()).toBe('page=5&q=a');
    expect(writeListQuery(spec, url('page=4'), { page: 1 }).toString()).toBe('');
  });

  it('keeps parameters it does not own', () => {
    expect(writeListQuery(spec, url('tab=2'), { q: 'x' }).toString()).toBe('tab=2&q=x');
  });
});

describe('filters', () => {
  it('counts search and filters, not paging or sorting', () => {
    const base = parseListQuery(spec, url('page=3&sort=desc&perPage=50'));
    expect(isFiltered(spec, base)).toBe(false);
    expect(isFiltered(spec, { ...base, q: 'a' })).toBe(true);
    expect(isFiltered(spec, { ...base, owner: 'x' })).toBe(true);
  });

  it('resets search and filters only', () => {
    expect(resetPatch(spec)).toEqual({ q: '', assignedTo: undefined, owner: undefined });
    expect(writeListQuery(spec, url('q=a&role=user&sort=desc&page=2'), resetPatch(spec)).toString()).toBe('sort=desc');
  });
});

describe('clampPage', () => {
  it('keeps a page in range and moves back from past the end', () => {
    expect(clampPage(2, 10, 36)).toBe(2);
    expect(clampPage(5, 10, 36)).toBe(4);
    expect(clampPage(3, 10, 0)).toBe(1);
  });
});

describe('nextSort', () => {
  const defaults = { column: 'id', sort: 'desc' as const };
  it('flips the current column', () => {
    expect(nextSort({ column: 'name', sort: 'asc' }, 'name', defaults)).toEqual({ column: 'name', sort: 'desc' });
    expect(nextSort({ column: 'id', sort: 'desc' }, 'id', defaults)).toEqual({ column: 'id', sort: 'asc' });
  });
  it('starts another column ascending, the default one in its default direction', () => {
    expect(nextSort({ column: 'id', sort: 'desc' }, 'name', defaults)).toEqual({ column: 'name', sort: 'asc' });
    expect(nextSort({ column: 'name', sort: 'asc' }, 'id', defaults)).toEqual({ column: 'id', sort: 'desc' });
  });
});
