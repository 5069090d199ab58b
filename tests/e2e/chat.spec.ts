import type { Page } from '@playwright/test';
import { apiRequest, loginAs, newAccount, test, expect } from './fixtures';
import { expectAccessible } from './axe';

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Chats y contactos' });
const chatsOf = (page: Page) => sidebarOf(page).getByRole('list', { name: 'Chats' });

async function send(page: Page, to: string, text: string) {
  const box = page.getByRole('textbox', { name: `Mensaje para ${to}` });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
}

test('two people chat live: the message appears in the open chat of the other, otherwise their unseen count grows; all survives a reload', async ({ page, browser }, testInfo) => {
  // Two browsers, two sign-ins and many round trips: more time than one page needs.
  test.setTimeout(90_000);
  // Two new accounts, so no other test writes to these chats: John in this page, Jane in a second browser context.
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [JOHN, JANE] = [`john.${stamp}`, `jane.${stamp}`];
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'es-ES' });
  const jane = await other.newPage();
  const janeErrors: string[] = [];
  jane.on('console', (msg) => msg.type() === 'error' && janeErrors.push(msg.text()));
  jane.on('pageerror', (error) => janeErrors.push(error.message));
  await loginAs(page, await newAccount(page, JOHN, 'user'));
  await loginAs(jane, await newAccount(jane, JANE, 'user'));

  // Jane opens John, with whom she has no chat yet.
  await jane.goto('/apps/chat');
  // The contacts list shows a page of people: she searches for him.
  await sidebarOf(jane).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill(JOHN);
  await sidebarOf(jane).getByRole('list', { name: 'Contactos' }).getByRole('button', { name: new RegExp(JOHN) }).click();
  // The chat opens with the cursor in its message box; only then is the search cleared (focus would leave it midway).
  await expect(jane.getByRole('textbox', { name: `Mensaje para ${JOHN}` })).toBeFocused();
  await sidebarOf(jane).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill('');
  await expect(jane.getByRole('region', { name: `Conversación con ${JOHN}` })).toBeVisible();
  await expect(jane.getByText(`Aún no hay mensajes. Escribe el primero a ${JOHN}.`)).toBeVisible();

  await page.goto('/apps/chat');
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill(JANE);
  await sidebarOf(page).getByRole('button', { name: new RegExp(JANE) }).click();
  await expect(page.getByRole('textbox', { name: `Mensaje para ${JANE}` })).toBeFocused();
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill('');
  const first = `Hola Jane, ¿revisamos el informe? ${Date.now()}`;
  await send(page, JANE, first);

  // Without a reload, in Jane's open chat; the chat is now hers too, seen.
  await expect(jane.getByRole('log').getByText(first)).toBeVisible();
  // She is looking at it: no toast.
  await expect(jane.getByText(`Nuevo mensaje de ${JOHN}.`)).toHaveCount(0);
  const johnInJane = chatsOf(jane).getByRole('button', { name: new RegExp(JOHN) });
  await expect(johnInJane).toContainText(first);
  await expect(johnInJane.locator('.tb-chat-unseen')).toHaveCount(0);

  // Jane answers; John sees it live.
  const reply = `Claro, a las cinco ${Date.now()}`;
  await send(jane, JOHN, reply);
  await expect(page.getByRole('log').getByText(reply)).toBeVisible();

  // Jane moves to another chat: John's next messages count as unseen and put his chat on top.
  await chatsOf(jane).getByRole('button').filter({ hasNotText: JOHN }).first().click();
  await expect(jane.getByRole('region', { name: `Conversación con ${JOHN}` })).toHaveCount(0);
  const second = `Te paso las cifras ${Date.now()}`;
  const third = `Y la presentación ${Date.now()}`;
  await send(page, JANE, second);
  await expect(johnInJane).toContainText('1 mensaje sin leer');
  await expect(jane.getByText(`Nuevo mensaje de ${JOHN}.`).first()).toBeVisible();
  await send(page, JANE, third);
  await expect(johnInJane).toContainText('2 mensajes sin leer');
  await expect(chatsOf(jane).getByRole('button').first()).toContainText(JOHN);
  await expect(chatsOf(jane).getByRole('button').first()).toContainText(third);

  // After a reload the count is still there; opening the chat shows every message and clears it.
  await jane.reload();
  await expect(johnInJane).toContainText('2 mensajes sin leer');
  await johnInJane.click();
  const log = jane.getByRole('log');
  for (const text of [first, reply, second, third]) await expect(log.getByText(text)).toBeVisible();
  await expect(johnInJane.locator('.tb-chat-unseen')).toHaveCount(0);
  await jane.reload();
  await expect(chatsOf(jane).getByRole('button', { name: new RegExp(JOHN) }).locator('.tb-chat-unseen')).toHaveCount(0);

  await page.reload();
  for (const text of [first, reply, second, third]) await expect(page.getByRole('log').getByText(text)).toBeVisible();
  expect(janeErrors, 'errors in the second page').toEqual([]);
  await other.close();
});

test('a long chat opens on its newest messages; scrolling to the top brings the older ones without losing the place', async ({ page }) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [READER, WRITER] = [`lectora.${stamp}`, `autor.${stamp}`];
  const reader = await newAccount(page, READER, 'user');
  const writer = await newAccount(page, WRITER, 'user');
  // 70 messages through the API: a page of 50, then 20 older ones.
  const login = await apiRequest(page).post('/api/jwt/login', { data: writer });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const me = await apiRequest(page).post('/api/jwt/login', { data: reader });
  const readerId = (await me.json()).userData.id as number;
  const text = (i: number) => `Mensaje ${i} de ${stamp}`;
  for (let i = 1; i <= 70; i++) {
    const res = await apiRequest(page).post('/api/apps/chat/send-msg', { headers, data: { contact: { id: readerId }, message: text(i) } });
    expect(res.status()).toBe(200);
  }

  await loginAs(page, reader);
  await page.goto('/apps/chat');
  await chatsOf(page).getByRole('button', { name: new RegExp(WRITER) }).click();
  const log = page.getByRole('log');
  const message = (i: number) => log.getByText(text(i), { exact: true });
  await expect(message(70)).toBeInViewport();
  await expect(message(21)).toBeAttached();
  await expect(message(20)).toHaveCount(0);

  // The person scrolls to the top: the older messages go in above, and what they were reading stays in view.
  await log.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(message(1)).toBeAttached();
  await expect(message(21)).toBeInViewport();
  await expect(message(1)).not.toBeInViewport();
  // Nothing older remains.
  await expect(log.getByRole('button', { name: 'Mensajes anteriores' })).toHaveCount(0);
  await expect(log.locator('.tb-chat-bubble')).toHaveCount(70);
});

test('the search box finds a contact on the server', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const wanted = `buscada.${stamp}`;
  await newAccount(page, wanted, 'user');
  await loginAs(page, await newAccount(page, `buscadora.${stamp}`, 'user'));
  await page.goto('/apps/chat');
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill(stamp.slice(-8));
  const contacts = sidebarOf(page).getByRole('list', { name: 'Contactos' });
  await expect(contacts.getByRole('button')).toHaveCount(1);
  await contacts.getByRole('button', { name: new RegExp(wanted) }).click();
  await expect(page.getByRole('region', { name: new RegExp(`Conversación con ${wanted}`) })).toBeVisible();
  // Clearing the search keeps the conversation open.
  await sidebarOf(page).getByRole('searchbox', { name: 'Buscar chats y contactos' }).fill('');
  await expect(page.getByRole('region', { name: new RegExp(`Conversación con ${wanted}`) })).toBeVisible();
});

test('the profile: status and about are saved and survive a reload; a too long about is refused in place', async ({ page }) => {
  await loginAs(page, await newAccount(page, `perfil.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, 'user'));
  await page.goto('/apps/chat');
  await expect(page.getByRole('heading', { name: 'Empieza una conversación' })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir mi perfil de chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mi perfil' });
  const about = dialog.getByLabel('Acerca de mí');
  await about.fill('x'.repeat(161));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Como máximo 160 caracteres.')).toBeVisible();

  await about.fill('En reuniones toda la mañana');
  await dialog.getByLabel('Ocupado').check();
  await dialog.getByLabel('Notificaciones').uncheck();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Perfil guardado.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Abrir mi perfil de chat' }).click();
  await expect(dialog.getByLabel('Ocupado')).toBeChecked();
  await expect(dialog.getByLabel('Acerca de mí')).toHaveValue('En reuniones toda la mañana');
  await expect(dialog.getByLabel('Notificaciones')).not.toBeChecked();
});

test('chat is personal: without a session the page asks to sign in', async ({ page }) => {
  await page.goto('/apps/chat');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fapps%2Fchat/);
});

for (const skin of ['light', 'dark']) {
  test(`an open conversation, its unseen badges and the profile sidebar pass axe (${skin})`, async ({ page }) => {
    // A new account: its own sample chats, unseen counts included, untouched by other tests.
    await loginAs(page, await newAccount(page, `axe.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, 'user'), { skin });
    await page.goto('/apps/chat');
    await chatsOf(page).getByRole('button').first().click();
    await expect(page.getByRole('log').locator('.tb-chat-bubble').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Abrir mi perfil de chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Mi perfil' })).toBeVisible();
    await expectAccessible(page);
  });
}
