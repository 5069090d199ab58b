import type { APIRequestContext, Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';
import type { Session } from './fixtures';

/** A name no other test, nor another run of this one, uses: each test finds its own records by it. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The API as the signed-in person of `session`: each call checks its status and returns the JSON body. */
export function apiAs(request: APIRequestContext | Page, session: Session) {
  const http = 'request' in request ? apiRequest(request) : request;
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const call = async <T>(method: 'get' | 'post' | 'delete', url: string, status: number, data?: unknown): Promise<T> => {
    const res = await http[method](`/api${url}`, { headers, data });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
    return (await res.json()) as T;
  };
  return {
    get: <T = Record<string, unknown>>(url: string) => call<T>('get', url, 200),
    post: <T = Record<string, unknown>>(url: string, data: unknown, status = 200) => call<T>('post', url, status, data),
    delete: <T = Record<string, unknown>>(url: string, data: unknown) => call<T>('delete', url, 200, data),
  };
}
export type Api = ReturnType<typeof apiAs>;

interface User { id: number; fullName: string; email: string }

/** Adds a user to the directory as the demo admin; `name` must be unique (it also makes the username and email). */
export async function addUser(api: Api, name: string, extra: Record<string, string> = {}): Promise<User> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '.').slice(-28);
  const body = { user: { fullName: name, username: slug, email: `${slug}@example.com`, role: 'user', currentPlan: 'basic', ...extra } };
  return (await api.post<{ user: User }>('/apps/users/add-user', body, 201)).user;
}

