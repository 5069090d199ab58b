import type { SeedContext } from '@/platform/module';
import type { EmployeeTable } from './tables';

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Dario', 'Elsa', 'Fabio', 'Greta', 'Hector', 'Irene', 'Jonas', 'Karim', 'Lena', 'Marta', 'Nico', 'Olga', 'Pablo', 'Quimey', 'Rosa', 'Samir', 'Teresa', 'Ugo', 'Vera', 'Wanda', 'Xavier', 'Yara', 'Zoe', 'Amal', 'Bastien', 'Clara', 'Dmitri'];
const LAST_NAMES = ['Ferrer', 'Lindqvist', 'Moreau', 'Haddad', 'Okafor', 'Brandt', 'Sousa', 'Novak', 'Ibarra', 'Castell', 'Weiss', 'Duarte', 'Rinaldi', 'Kovacs', 'Mendoza', 'Aalto', 'Benali', 'Quiroga', 'Varga', 'Lemaire', 'Pacheco', 'Strand', 'Nasser', 'Goulart', 'Rey'];
const POSTS = ['Software Engineer', 'Product Designer', 'Data Analyst', 'Account Manager', 'Support Specialist', 'Marketing Lead', 'QA Engineer', 'Office Manager', 'Sales Executive', 'Project Manager', 'Recruiter', 'Financial Controller', 'Content Writer', 'DevOps Engineer', 'Legal Counsel'];
const CITIES = ['Madrid', 'Lisboa', 'Lyon', 'Hamburg', 'Casablanca', 'Valparaíso', 'Porto Alegre', 'Bilbao', 'Marseille', 'Leipzig', 'Rabat', 'Córdoba', 'Montevideo', 'Sevilla', 'Graz'];
const DOMAINS = ['tablero.example', 'nubaria.example', 'faro.example', 'cobalto.example'];

/** What the seed writes per statement. */
const BATCH = 500;
const DAY_MS = 86_400_000;

const slug = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Row `n` (from 0): the same every seed, whatever the scale (a larger seed starts with the same 100 rows). */
function employeeRow(n: number, random: SeedContext['random'], now: Date): Omit<EmployeeTable, 'id'> {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const age = random.int(21, 64);
  const experience = random.int(0, Math.min(40, age - 20));
  const started = new Date(now.getTime() - random.int(30, 15 * 365) * DAY_MS);
  return {
    responsive_id: '',
    // Two rows in three show a picture, the others initials.
    avatar: n % 3 === 2 ? '' : `/images/avatars/${(n % 12) + 1}.svg`,
    full_name: `${first} ${last}`,
    post: random.pick(POSTS),
    email: `${slug(first)}.${slug(last)}${n + 1}@${DOMAINS[n % DOMAINS.length]}`,
    city: random.pick(CITIES),
    start_date: started.toISOString().slice(0, 10),
    salary: random.int(180, 1500) * 100,
    age,
    experience,
    status: random.int(1, 5),
  };
}

/** SPEC §9: 100 employees, × SEED_SCALE (1000 makes 100,000), inserted in batches. */
export async function seedEmployees({ db, random, now, scale }: SeedContext) {
  const count = 100 * scale;
  for (let start = 0; start < count; start += BATCH) {
    const rows: Omit<EmployeeTable, 'id'>[] = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) rows.push(employeeRow(n, random, now));
    await db.insertInto('datatable_employees').values(rows).execute();
  }
}
