import type { APIRequestContext, Page } from '@playwright/test';
import { apiRequest, type ApiRequest, expect, loginAs, newAccount, pageShown, test, type Session } from './fixtures';

// Stored XSS: hostile text written through the API into every free-text field of every module, then every
// screen that shows it opened in the browser. Nothing may run (no dialog, no `window.__xss`, and the fixtures
// fail on any Content-Security-Policy violation, which would mean a payload was parsed as markup somewhere);
// the text shows as text; a right-to-left override stays inside the value that carries it; the page does not
// grow wider than the window.

const RLO = '\u202E';
/** Each sets window.__xss or opens a dialog if it ever runs. */
const PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '"><svg onload=window.__xss=2>',
  '</script><script>window.__xss=3</script>',
  '<svg><script>alert(4)</script></svg>',
  'javascript:window.__xss=5',
  "<a href='javascript:alert(6)'>go</a>",
] as const;

const run = Date.now().toString(36).slice(-6);
let counter = 0;
/**
 * A unique value of at most `max` characters: a marker, a payload, and (`rtl`) an unterminated right-to-left
 * override that would flip what follows it if it were not isolated.
 */
function hostile(max: number, { rtl = false, payload = PAYLOADS[counter % PAYLOADS.length] as string } = {}) {
  counter += 1;
  const value = `${rtl ? RLO : ''}x${run}${counter} ${payload}`;
  if (value.length > max) throw new Error(`payload too long for its field (${value.length} > ${max}): ${value}`);
  return value;
}

function api(request: ApiRequest | APIRequestContext, session: Session) {
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const call = async (method: 'get' | 'post', url: string, data?: unknown, expected = method === 'get' ? 200 : [200, 201]) => {
    const res = await request[method](`/api${url}`, { headers, data });
    const allowed = Array.isArray(expected) ? expected : [expected];
    expect(allowed, `${method.toUpperCase()} ${url}: ${await res.text()}`).toContain(res.status());
    return res.json();
  };
  return { get: (url: string) => call('get', url), post: (url: string, data: unknown, expected?: number | number[]) => call('post', url, data, expected) };
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.type()} ${dialog.message()}`);
  });
});

/**
 * The checks of a screen once it shows the values: nothing ran, each value is on the page as text, no element
 * carries an inline handler, every right-to-left override is isolated in an element holding only its value, and
 * the page is no wider than the window.
 */
async function expectInert(page: Page, shownAsText: string[]) {
  for (const value of shownAsText) await expect(page.getByText(value, { exact: false }).first()).toBeVisible();
  const found = await page.evaluate((rlo) => {
    const handlers = [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`));
    const unisolated: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // An override inside Unicode isolates (LRI, RLI or FSI … PDI), plain text's <bdi>, stays inside them.
      if (!text.replace(/[\u2066-\u2068][^\u2069]*\u2069/g, '').includes(rlo)) continue;
      // From the text's element up, through the elements that hold this text and nothing else, one must keep the
      // override in: isolate it (bdi, dir, unicode-bidi) or lay it out as its own paragraph (any box but an inline
      // one). Text straight inside a flex or grid container is its own (anonymous) item, a paragraph of its own too.
      let isolated = /flex|grid/.test(getComputedStyle(node.parentElement!).display);
      for (let el = node.parentElement; el && el.textContent?.trim() === text.trim(); el = el.parentElement) {
        const style = getComputedStyle(el);
        if (['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi) || style.display !== 'inline') isolated = true;
      }
      if (!isolated) unisolated.push(`${node.parentElement?.outerHTML.slice(0, 160)}`);
    }
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      handlers,
      unisolated,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, RLO);
  expect(found).toEqual({ xss: null, handlers: [], unisolated: [], overflow: 0 });
}

test('users: names, company, country and contact', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const fullName = hostile(80, { rtl: true });
  const company = hostile(80);
  const country = hostile(60, { payload: PAYLOADS[1] });
  const contact = '<img src=x onerror=alert(1)>';
  const { user } = await post('/apps/users/add-user', {
    user: { fullName, username: `xss${run}`, email: `xss-${run}@example.com`, company, country, contact, role: 'support', currentPlan: 'basic' },
  });
  // A role name is letters, digits, spaces, dash and underscore: markup and control characters are refused, naming the field.
  const refused = await apiRequest(page).post('/api/apps/roles/add-role', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { role: { name: `${RLO}<b>x</b>`, permissions: {} } },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).issues.map((issue: { path: string }) => issue.path)).toContain('body.role.name');

  await page.goto(`/apps/user/list?q=${encodeURIComponent(`xss-${run}@example.com`)}`);
  await pageShown(page);
  await expectInert(page, [fullName]);
  await page.goto(`/apps/user/view/${user.id}`);
  await pageShown(page);
  await expectInert(page, [fullName, contact, country]);
  // The roles page shows some of each role's users by name.
  await page.goto('/apps/roles');
  await pageShown(page);
  await expectInert(page, []);
});

test('permissions: the name', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const name = hostile(80, { rtl: true });
  await post('/apps/permissions/add-permission', { name });
  await page.goto('/apps/permissions');
  await pageShown(page);
  await expectInert(page, [name]);
});

test('invoices: client, service, note, line items and payment note', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const client = {
    name: hostile(80, { rtl: true }),
    company: hostile(80),
    companyEmail: `client-${run}@example.com`,
    address: hostile(200),
    country: hostile(60),
    contact: '"><svg onload=alert(2)>',
  };
  const { client: saved } = await post('/apps/invoice/add-client', { client });
  const service = hostile(120, { rtl: true });
  const note = hostile(2000);
  const item = hostile(120, { rtl: true });
  const description = hostile(500);
  const { invoice } = await post('/apps/invoice/add', {
    invoice: { clientId: saved.id, issuedDate: '2026-01-05', dueDate: '2026-01-20', service, taxRate: 0, note, items: [{ item, description, cost: 10, qty: 1 }] },
  });
  await post('/apps/invoice/add-payment', { id: invoice.id, amount: 1, date: '2026-01-06', method: 'cash', note: hostile(500) });

  await page.goto(`/apps/invoice/list?q=${encodeURIComponent(client.companyEmail)}`);
  await pageShown(page);
  await expectInert(page, [client.name]);
  await page.goto(`/apps/invoice/preview/${invoice.id}`);
  await pageShown(page);
  await expectInert(page, [client.name, client.company, client.address, client.contact, item, description, note]);
  await page.goto(`/apps/invoice/print/${invoice.id}`);
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await expectInert(page, [client.name, item, description, note]);
  await page.goto(`/apps/invoice/edit/${invoice.id}`);
  await pageShown(page);
  // In the form, the values are the fields' values.
  const values = () => page.locator('input, textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
  await expect.poll(values).toEqual(expect.arrayContaining([service, item, description, note]));
  await expectInert(page, []);
});

test('kanban: board, task, labels, attachments, comments and assignees', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const boardTitle = hostile(60, { payload: '<svg onload=window.__xss=7>' });
  const board = await post('/apps/kanban/add-board', { board: { title: boardTitle } });
  const title = hostile(120, { rtl: true });
  const task = await post('/apps/kanban/add-task', { title, boardId: board.id });
  const label = hostile(30, { payload: '<b>label</b>' });
  const comment = hostile(1000, { rtl: true });
  const attachment = hostile(120);
  const commenter = hostile(80);
  const assignee = hostile(80, { rtl: true });
  await post('/apps/kanban/update-task', {
    id: task.id,
    fields: {
      description: hostile(2000),
      labels: [label],
      attachments: [{ name: attachment, img: '/images/kanban/file-doc.svg' }],
      comments: [{ name: commenter, img: null, comment }],
      assignedTo: [{ title: assignee, img: null }],
    },
  });

  await page.goto('/apps/kanban');
  await pageShown(page);
  await expectInert(page, [boardTitle, title, label]);
  await page.getByRole('region', { name: boardTitle, exact: true }).getByRole('button', { name: title, exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Editar tarea' });
  await expect(editor).toBeVisible();
  await expectInert(page, [comment, attachment, commenter]);
});

test('todo: title, description and assignee', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const title = hostile(120, { rtl: true });
  const description = hostile(2000);
  const assignee = hostile(80, { rtl: true });
  await post('/apps/todo/add-tasks', { title, dueDate: '2026-12-01', description, assignee: { fullName: assignee, avatar: null } });
  await page.goto(`/apps/todo?q=${encodeURIComponent(`x${run}`)}`);
  await pageShown(page);
  await expectInert(page, [title]);
  await page.getByText(title).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectInert(page, []);
});

test('calendar: title, location, description and guests; a script URL is refused', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const title = hostile(120, { rtl: true });
  const today = new Date().toISOString().slice(0, 10);
  const event = {
    title,
    start: today,
    end: today,
    allDay: true,
    url: '',
    extendedProps: { calendar: 'Business', guests: [hostile(120)], location: hostile(200), description: hostile(2000, { rtl: true }) },
  };
  const refused = await apiRequest(page).post('/api/apps/calendar/add-event', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { event: { ...event, url: 'javascript:window.__xss=9' } },
  });
  expect(refused.status()).toBe(400);
  await post('/apps/calendar/add-event', { event });
  await page.goto('/apps/calendar');
  await pageShown(page);
  await expectInert(page, [title]);
  await page.getByText(title).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectInert(page, []);
});

test('email: subject and body, in the list and opened', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { post } = api(apiRequest(page), session);
  const subject = hostile(200, { rtl: true });
  const marker = `cuerpo-${run}`;
  const message = `<p>${marker}</p>${PAYLOADS.join('')}<p>${RLO}${marker} al revés</p>`;
  const sent = await post('/apps/email/send', { to: ['admin@demo.com'], subject, message });
  expect(sent.message).not.toMatch(/onerror|onload|<script|javascript:/i);
  await post('/apps/email/save-draft', { to: [], subject: hostile(200), message: PAYLOADS[0] });

  await page.goto(`/apps/email?q=${encodeURIComponent(subject.split(' ')[0].slice(1))}`);
  await pageShown(page);
  await expectInert(page, [subject]);
  await page.getByRole('listitem').filter({ hasText: subject }).first().locator('.tb-email-open').click();
  await expect(page.locator('.tb-mail-body').first()).toContainText(marker);
  await expectInert(page, [subject, `${RLO}${marker} al revés`]);
});

test('chat: messages and the about text, seen by the other person', async ({ page, browser }, testInfo) => {
  test.slow();
  // A colleague whose role may chat writes; the admin reads.
  const jane = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'es-ES' });
  const janePage = await jane.newPage();
  const janeSession = await loginAs(janePage, await newAccount(janePage, `jane.${Date.now().toString(36)}`, 'user'));
  const { post: janePost } = api(janePage.request, janeSession);
  const about = hostile(120, { rtl: true, payload: PAYLOADS[3] });
  await janePost('/apps/chat/users/profile-user', { about });
  const session = await loginAs(page, 'admin');
  const message = hostile(1000, { rtl: true });
  await janePost('/apps/chat/send-msg', { contact: { id: session.userData.id }, message });
  const second = hostile(1000, { payload: PAYLOADS[5] });
  await janePost('/apps/chat/send-msg', { contact: { id: session.userData.id }, message: second });
  await jane.close();

  await page.goto('/apps/chat');
  await pageShown(page);
  const sidebar = page.getByRole('complementary', { name: 'Chats y contactos' });
  await expectInert(page, [second]);
  await sidebar.getByRole('list', { name: 'Chats' }).getByRole('button', { name: new RegExp(janeSession.userData.fullName) }).click();
  await expectInert(page, [message, second]);
});

test('profile: a comment under a post', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const { get, post } = api(apiRequest(page), session);
  const first = (await get('/profile/posts')).post[0];
  const comment = hostile(500, { rtl: true });
  await post('/profile/posts/comment', { postId: first.id, comment });
  await page.goto('/pages/profile');
  await pageShown(page);
  await expectInert(page, [comment]);
});
