import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { paths } from '../../src/app/paths';

export const DEMO = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** Whether this test runs against the static demo (`npm run build:demo`), whose backend lives in the page. */
export const inDemo = () => base.info().project.name === 'demo';

/** What the suite asks of an API answer. */
export interface ApiAnswer {
  status(): number;
  ok(): boolean;
  text(): Promise<string>;
  // As Playwright's own answers have it: each caller says what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}
type Call = (url: string, options?: { data?: unknown; headers?: Record<string, string> }) => Promise<ApiAnswer>;
export type ApiRequest = Record<'get' | 'post' | 'put' | 'delete', Call>;

/**
 * On the demo, a tab of the worker's shared browser that stays open on a page of the app (the error page, which no
 * change of session moves away from), with the demo's backend loaded: the API calls a test makes before its own tab
 * has opened the app go through it, as they would through a second tab of the person's browser.
 */
let demoTab: Page | undefined;

/**
 * The API as the suite calls it from outside the screens: over HTTP against the server; against the demo, through
 * the backend of a tab that has the app loaded (`window.tableroDemo.fetch`): the test's own, or the browser's
 * other tab, or else the test's opens the sign-in page first.
 */
export function apiRequest(page: Page): ApiRequest | APIRequestContext {
  if (!inDemo()) return page.request;
  const appTab = async () => {
    if (page.url() !== 'about:blank') return page;
    if (demoTab && demoTab.context() === page.context()) return demoTab;
    await page.goto('/login');
    return page;
  };
  const call =
    (method: string): Call =>
    async (url, { data, headers = {} } = {}) => {
      const { status, text } = await (await appTab()).evaluate(
        async ({ method, url, data, headers }) => {
          const body = data === undefined ? undefined : JSON.stringify(data);
          const res = await window.tableroDemo!.fetch(url, { method, headers: { ...headers, ...(body && { 'content-type': 'application/json' }) }, body });
          return { status: res.status, text: await res.text() };
        },
        { method: method.toUpperCase(), url, data, headers },
      );
      return { status: () => status, ok: () => status >= 200 && status < 300, text: async () => text, json: async () => JSON.parse(text) as unknown };
    };
  return { get: call('get'), post: call('post'), put: call('put'), delete: call('delete') };
}

/**
 * A new account of the test's own, named `username`. Sign-up gives the least-privileged role
 * (`client`); `role` has the demo admin give it another one of the Roles page.
 */
export async function newAccount(page: Page, username: string, role?: string): Promise<Credentials> {
  const credentials = { email: `${username}@example.com`, password: 'una-clave-larga' };
  const http = apiRequest(page);
  const res = await http.post('/api/jwt/register', { data: { username, ...credentials } });
  expect(res.status(), await res.text()).toBe(201);
  if (role) {
    const admin = await http.post('/api/jwt/login', { data: DEMO.admin });
    const headers = { authorization: `Bearer ${((await admin.json()) as Session).accessToken}` };
    const set = await http.post('/api/apps/users/update-user', { headers, data: { id: ((await res.json()) as Session).userData.id, fields: { role } } });
    expect(set.status(), await set.text()).toBe(200);
  }
  return credentials;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  userData: { id: number; fullName: string; role: string };
}

/** Signs in through the API and puts the session where the app keeps it, before any page script runs. */
export async function loginAs(page: Page, who: keyof typeof DEMO | Credentials, storage: Record<string, string> = {}): Promise<Session> {
  const res = await apiRequest(page).post('/api/jwt/login', { data: typeof who === 'string' ? DEMO[who] : who });
  expect(res.status()).toBe(200);
  const session = (await res.json()) as Session;
  const values = { userData: JSON.stringify(session.userData), accessToken: session.accessToken, refreshToken: session.refreshToken, ...storage };
  await page.addInitScript((entries) => {
    // Only on the first document of the test: a later reload must see what the app itself stored.
    if (sessionStorage.getItem('tb-e2e-seeded')) return;
    sessionStorage.setItem('tb-e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
  return session;
}

/**
 * Fails the test on any console error, uncaught exception or Content-Security-Policy violation in the page.
 * Specs that provoke 4xx answers on purpose set `allowHttpErrors`, which lets Chromium's "Failed to load
 * resource" lines pass. Violations are reported through a binding, so those of earlier documents count too;
 * a spec that feeds hostile markup to the page on purpose names the directives it expects to be refused in
 * `expectedCspViolations` (Chromium reports an inline handler even when it only parses it into an inert document).
 */
export const test = base.extend<{ pageErrors: string[]; allowHttpErrors: boolean; expectedCspViolations: string[] }, { demoBrowser: BrowserContext | undefined }>({
  allowHttpErrors: [false, { option: true }],
  expectedCspViolations: [[], { option: true }],
  /**
   * On the demo, one browser per worker whose database (in IndexedDB) stays from test to test, as the server's stays
   * for the whole run: a new browser would make and seed its database again in every test. What belongs to the
   * person is cleared after each test: the test's tabs, cookies, local storage, permissions. The demo spec, which
   * tests the first visit and the reset, has a new browser for every test.
   */
  demoBrowser: [
    async ({ browser }, use, workerInfo) => {
      if (workerInfo.project.name !== 'demo') return use(undefined);
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      demoTab = await context.newPage();
      await demoTab.goto(paths.error);
      await demoTab.waitForFunction(() => window.tableroDemo);
      await use(context);
      demoTab = undefined;
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: [
    async ({ context, demoBrowser }, use, testInfo) => {
      if (!demoBrowser || testInfo.file.endsWith('demo.spec.ts')) return use(context);
      await use(demoBrowser);
      await Promise.all(demoBrowser.pages().map((page) => page !== demoTab && page.close()));
      await demoTab!.evaluate(() => localStorage.clear());
      await demoBrowser.clearCookies();
      await demoBrowser.clearPermissions();
    },
    { scope: 'test' },
  ],
  // A file's own viewport, which a browser made for the whole worker does not have.
  page: [
    async ({ page, viewport }, use) => {
      const size = page.viewportSize();
      if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await page.setViewportSize(viewport);
      await use(page);
    },
    { scope: 'test' },
  ],
  pageErrors: [
    async ({ page, allowHttpErrors, expectedCspViolations }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        if (allowHttpErrors && /Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) return;
        // Chromium also logs some violations; with some expected, the reports below judge them all, one by one.
        if (expectedCspViolations.length && /violates the following Content Security Policy directive/.test(msg.text())) return;
        errors.push(`console: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      if (inDemo()) await answersOfTheDemo(page);
      // The demo's banner, read and closed, as a person does after the first page: the screens' specs then see the
      // layout they see on the server (the demo spec keeps it, to test it).
      if (inDemo() && !base.info().file.endsWith('demo.spec.ts')) await page.addInitScript(() => sessionStorage.setItem('demoBannerClosed', '1'));
      await page.exposeBinding('__tbCspViolation', (_source, directive: string, report: string) => {
        if (!expectedCspViolations.includes(directive)) errors.push(`content security policy: ${report}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __tbCspViolation: (directive: string, report: string) => void }).__tbCspViolation;
          const element = event.target instanceof Element ? ` on ${event.target.outerHTML.slice(0, 120)}` : '';
          report(event.effectiveDirective, `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.location.pathname}:${event.lineNumber}:${event.columnNumber}${element} (${event.sample})`);
        });
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

interface DemoAnswer {
  method: string;
  url: string;
  status: number;
  requestBody?: string;
  responseBody?: string;
}

/**
 * On the demo the API answers in the page, not over the network: `page.waitForResponse` waits for the answers the
 * demo announces instead (src/demo-backend/index.ts), given to the test's predicate as Playwright's Response is.
 */
async function answersOfTheDemo(page: Page) {
  const waiting = new Set<(answer: DemoAnswer) => void>();
  await page.exposeBinding('__tbDemoAnswer', (_source, answer: DemoAnswer) => waiting.forEach((listen) => listen(answer)));
  await page.addInitScript(() => {
    addEventListener('tablero-demo:answer', (event) => (window as unknown as { __tbDemoAnswer: (detail: unknown) => void }).__tbDemoAnswer((event as CustomEvent).detail));
  });
  const asResponse = (answer: DemoAnswer) => ({
    url: () => answer.url,
    status: () => answer.status,
    ok: () => answer.status >= 200 && answer.status < 300,
    json: async () => JSON.parse(answer.responseBody ?? 'null') as unknown,
    text: async () => answer.responseBody ?? '',
    request: () => ({ method: () => answer.method, url: () => answer.url, postDataJSON: () => (answer.requestBody ? (JSON.parse(answer.requestBody) as unknown) : null) }),
  });
  type Predicate = (response: ReturnType<typeof asResponse>) => boolean | Promise<boolean>;
  (page as unknown as { waitForResponse: (predicate: Predicate, options?: { timeout?: number }) => Promise<unknown> }).waitForResponse = (predicate, options) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(listen);
        reject(new Error('waitForResponse: no matching answer of the demo'));
      }, options?.timeout ?? 30_000);
      const listen = async (answer: DemoAnswer) => {
        const response = asResponse(answer);
        if (!(await predicate(response))) return;
        clearTimeout(timer);
        waiting.delete(listen);
        resolve(response);
      };
      waiting.add(listen);
    });
}

/**
 * Waits until the screen has stopped moving: every finite CSS transition and animation (a panel sliding in,
 * a backdrop fading) has finished. Spinners, which never finish, are left alone. A fade often starts a frame
 * after its element is shown (the class that starts it is added on the next frame), and one movement can
 * start another when it ends: so it lets frames pass first, and asks again until nothing is running.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      if (!running.length) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Answers the open confirmation dialog with its confirm button, once the dialog has finished appearing
 * (a click during its entrance can land before it listens), and waits for it to close.
 */
export async function confirmDialog(page: Page) {
  const popup = page.locator('.swal2-popup');
  await expect(popup).toBeVisible();
  await animationsDone(page);
  await popup.locator('.swal2-confirm').click();
  await expect(popup).toBeHidden();
}

/** The navbar as a person sees it, complete: its widgets (search, cart, notifications) load beside the page. */
export async function navbarShown(page: Page) {
  await expect(page.getByRole('banner').getByRole('button', { name: /notificaciones/i })).toBeVisible();
}

/** A page as a person sees it once it has loaded: its main content shown, nothing loading any more. */
export async function pageShown(page: Page) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.placeholder-glow, .spinner-border:not(button .spinner-border)')).toHaveCount(0);
}
