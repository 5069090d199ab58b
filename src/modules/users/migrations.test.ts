import { describe, expect, it } from 'vitest';
import { createSqliteDb } from '@/platform/db/engines/sqlite';
import { migrateToLatest } from '@/platform/db/migrate';
import { usersMigrations, usersViewMigrations } from './migrations';
import { ACCESS_ROLE_CYCLE } from './role-defaults';

describe('the access-role migration on a database that already has users', () => {
  it('creates the five roles and gives every existing user one from the same cycle as the sample data', async () => {
    const db = createSqliteDb(':memory:');
    await migrateToLatest(db, usersMigrations);
    const values = Array.from({ length: 13 }, (_, i) => ({
      full_name: `Person ${i}`,
      username: `person${i}`,
      email: `p${i}@example.com`,
      company: '',
      country: '',
      contact: '',
      role: 'editor',
      current_plan: 'basic',
      status: 'active',
      billing: 'Auto Debit',
      avatar: '',
      avatar_color: null,
    }));
    await db.insertInto('users').values(values).execute();
    await migrateToLatest(db, { ...usersMigrations, ...usersViewMigrations });

    const users = await db.selectFrom('users').select(['id', 'access_role', 'two_factor']).orderBy('id').execute();
    expect(users.map((u) => u.access_role)).toEqual(users.map((_, i) => ACCESS_ROLE_CYCLE[i % ACCESS_ROLE_CYCLE.length]));
    expect(users.every((u) => u.two_factor === 0)).toBe(true);
    const roles = await db.selectFrom('roles').select('name').orderBy('id').execute();
    expect(roles.map((r) => r.name)).toEqual(['administrator', 'manager', 'user', 'support', 'restricted-user']);
    await db.destroy();
  });
});
