import { describe, expect, it } from 'vitest';
import { makePeople } from './people';
import { findPeople, pageOf, peopleQuery } from './people-list';
import { safeFileName } from './save-blob';

const people = makePeople(64);
const query = (patch: Partial<typeof peopleQuery.defaults>) => ({ ...peopleQuery.defaults, ...patch });

describe('the sample people list', () => {
  it('is the same on every visit', () => {
    expect(makePeople(64)).toEqual(people);
    expect(new Set(people.map((p) => p.email)).size).toBe(64);
  });

  it('finds by words of the name or e-mail, accents aside, and by department', () => {
    const found = findPeople(people, query({ q: 'lucia', department: 'support' }));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.name.startsWith('Lucía') && p.department === 'support')).toBe(true);
  });

  it('sorts numbers as numbers, either way, and pages from 1', () => {
    const bySalary = findPeople(people, query({ sortColumn: 'salary', sort: 'desc' }));
    expect(bySalary.map((p) => p.salary)).toEqual([...bySalary.map((p) => p.salary)].sort((a, b) => b - a));
    expect(pageOf(bySalary, 7, 10).map((p) => p.id)).toEqual(bySalary.slice(60).map((p) => p.id));
  });
});

describe('safeFileName', () => {
  it('drops what a file system refuses and the extension typed, falling back when nothing is left', () => {
    expect(safeFileName(' plantilla/2026: final.csv ', 'personas')).toBe('plantilla2026 final');
    expect(safeFileName('<>|', 'personas')).toBe('personas');
  });
});
