import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from './define-contract';
import { defineRoutes } from './define-routes';

const routes = defineRoutes({
  list: { method: 'GET', path: '/things', access: 'signed-in' },
  add: { method: 'POST', path: '/things', access: { action: 'create', subject: 'Thing' } },
});

describe('defineContract', () => {
  it('joins each route with its schemas into one endpoint record', () => {
    const body = z.object({ name: z.string() });
    const contract = defineContract(routes, { list: { response: z.array(z.string()) }, add: { body, response: z.string(), status: 201 } });
    expect(contract.add).toMatchObject({ method: 'POST', path: '/things', access: { action: 'create', subject: 'Thing' }, status: 201 });
    expect(contract.add.body).toBe(body);
    expect(Object.keys(contract)).toEqual(['list', 'add']);
  });

  it('refuses a route without schemas or schemas without a route', () => {
    // @ts-expect-error `add` has no schemas
    expect(() => defineContract(routes, { list: { response: z.string() } })).toThrow(/add/);
    // @ts-expect-error `remove` has no route
    expect(() => defineContract(routes, { list: { response: z.string() }, add: { response: z.string() }, remove: { response: z.string() } })).toThrow(/remove/);
  });
});
