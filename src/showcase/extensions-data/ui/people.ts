/** A person of the sample tables (made up here, the same on every visit). */
export interface Person {
  id: number;
  name: string;
  email: string;
  department: Department;
  age: number;
  /** An ISO day. */
  startDate: string;
  salary: number;
}

export const DEPARTMENTS = ['sales', 'engineering', 'support', 'finance', 'marketing'] as const;
export type Department = (typeof DEPARTMENTS)[number];

const FIRST = ['Ana', 'Luis', 'Marta', 'Jorge', 'Lucía', 'Pablo', 'Sara', 'Diego', 'Claire', 'Hugo', 'Inês', 'Omar', 'Lena', 'Jonas', 'Yasmin', 'Tomás', 'Noor', 'Émile', 'Rita', 'Felix'];
const LAST = ['Ruiz', 'García', 'Dubois', 'Schmidt', 'Silva', 'Haddad', 'Costa', 'Moreau', 'Weber', 'Santos', 'Navarro', 'Laurent', 'Becker'];

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** `count` people; person n is always the same person. */
export function makePeople(count: number): Person[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length];
    const day = new Date(Date.UTC(2015 + (i % 11), (i * 5) % 12, 1 + ((i * 13) % 28)));
    return {
      id: i + 1,
      name: `${first} ${last}`,
      email: `${plain(first)}.${plain(last)}${i + 1}@example.com`,
      department: DEPARTMENTS[(i * 3) % DEPARTMENTS.length],
      age: 22 + ((i * 17) % 41),
      startDate: day.toISOString().slice(0, 10),
      salary: 28_000 + ((i * 7919) % 52) * 1_000,
    };
  });
}
