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
