import { loginAs, test, expect } from './fixtures';

test.use({ allowHttpErrors: true });

test('an expired access token is renewed by exactly one refresh while several requests wait', async ({ page }) => {
  await loginAs(page, 'admin', { accessToken: 'expired.or.forged' });
  const refreshes: string[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/jwt/refresh-token') refreshes.push(request.method());
    else if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });

  await page.goto('/apps/todo');
  await expect(page.getByText('Preparar la demo del panel para el cliente')).toBeVisible();
  // The other requests of the page waited for the same refresh and were sent again with its token.
  await expect(page.getByRole('button', { name: /notificaciones/i })).toBeVisible();

  expect(refreshes).toEqual(['POST']);
  // Several different requests were in flight with the bad token (tasks, assignees, notifications …).
  expect(new Set(apiCalls).size).toBeGreaterThanOrEqual(2);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBe('expired.or.forged');
  expect(stored).toMatch(/^ey/);

  // The renewed session survives a reload without another refresh.
  await page.reload();
  await expect(page.getByText('Preparar la demo del panel para el cliente')).toBeVisible();
  expect(refreshes).toEqual(['POST']);
});

test('a failed refresh ends the session and returns to login', async ({ page }) => {
  await loginAs(page, 'admin', { accessToken: 'expired.or.forged', refreshToken: 'also.bad' });
  await page.goto('/apps/todo');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/todo');
  await expect(page.getByText('Preparar la demo del panel para el cliente')).toBeVisible();

  const other = await context.newPage();
  await other.goto('/apps/todo');
  await expect(other.getByText('Preparar la demo del panel para el cliente')).toBeVisible();

  await page.getByRole('button', { name: /John Doe/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).or(page.getByRole('menuitem', { name: 'Cerrar sesión' })).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other).toHaveURL(/\/login/);
});

/** The refresh token the app keeps, read as its claims: how long it lives from when it was signed. */
async function storedRefresh(page: import('@playwright/test').Page) {
  const token = await page.evaluate(() => localStorage.getItem('refreshToken'));
  expect(token).toMatch(/^ey/);
  const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()) as { exp: number; iat: number };
  return { token: token!, ...claims, days: (claims.exp - claims.iat) / 86_400 };
}

for (const remember of [true, false]) {
  test(`signing in ${remember ? 'with' : 'without'} "Recuérdame" keeps the session ${remember ? 30 : 7} days, and an idle session refreshes instead of signing out`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('admin@demo.com');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin');
    const box = page.getByRole('checkbox', { name: 'Recuérdame' });
    await expect(box).not.toBeChecked();
    if (remember) await box.check();
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
    const first = await storedRefresh(page);
    expect(first.days).toBe(remember ? 30 : 7);
    const access = await page.evaluate(() => localStorage.getItem('accessToken'));
    const accessClaims = JSON.parse(Buffer.from(access!.split('.')[1], 'base64url').toString()) as { exp: number; iat: number };
    expect(accessClaims.exp - accessClaims.iat).toBe(15 * 60);

    // Idle past the access token's life: the next request is refused, refreshed once, and the page carries on.
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/jwt/refresh-token') refreshes.push(response.status());
    });
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired.or.forged'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel de comercio electrónico' })).toBeVisible();
    // The figures come from the API, read with the renewed token.
    await expect(page.getByTestId('month-sales')).toHaveText(/\d/);
    expect(refreshes).toEqual([200]);
    await expect(page).not.toHaveURL(/\/login/);
    // The renewed session lives the length chosen at sign-in again, from now (it slides).
    const renewed = await storedRefresh(page);
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.days).toBe(remember ? 30 : 7);
    expect(renewed.exp).toBeGreaterThanOrEqual(first.exp);
  });
}
