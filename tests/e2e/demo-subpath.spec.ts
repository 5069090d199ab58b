import { expect, pageShown, test } from './fixtures';

// The demo built for a sub-path (`npm run build:demo -- --base /tablero/`), served there as plain files, as a static
// host would (playwright.config.ts): the addresses a person sees, the translations, the images named in the data,
// the engine and the sign-out all stay under it. Every path here is relative to the project's base address.

test('under a sub-path the demo signs in, shows its pages with their images, keeps the route on reload and signs out', async ({ page, baseURL }) => {
  const base = new URL(baseURL!);
  const outside: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === base.origin && !url.pathname.startsWith(base.pathname)) outside.push(url.pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  // Translated (the language file comes from under the sub-path), signed in with the form.
  await page.goto('login');
  await page.getByRole('button', { name: /Administrador/ }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  expect(new URL(page.url()).pathname.startsWith(base.pathname)).toBe(true);
  await pageShown(page);
  await expect(page.getByRole('region', { name: 'Demostración' })).toBeVisible();

  // The shop's product images, named in the seed as `/images/…`, load from under the sub-path.
  await page.goto('apps/ecommerce/shop');
  await pageShown(page);
  const images = page.getByRole('main').locator('img');
  await expect(images.first()).toBeVisible();
  const loaded = () => images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
  await expect.poll(async () => (await loaded()).every(Boolean)).toBe(true);

  // A reload asks the static host for the deep address: its fallback serves the app, which opens the same page.
  await page.reload();
  await expect(page).toHaveURL(new URL('apps/ecommerce/shop', base).href);
  await pageShown(page);
  await expect.poll(async () => (await loaded()).every(Boolean)).toBe(true);

  // Signing out lands on the sub-path's sign-in page.
  await page.getByRole('button', { name: /John Doe/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).or(page.getByRole('menuitem', { name: 'Cerrar sesión' })).click();
  await expect(page).toHaveURL((url) => url.pathname === `${base.pathname}login`);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

  expect(outside, 'requests outside the sub-path').toEqual([]);
  expect(failed, 'failed requests').toEqual([]);
});
