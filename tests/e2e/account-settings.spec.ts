import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { loginAs, newAccount, pageShown, test, expect } from './fixtures';
import { expectAccessible } from './axe';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG: `size`×`size` pixels of one colour. */
function png(size: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

async function openSettings(page: Page, tab?: string) {
  await page.goto(`/pages/account-settings${tab ? `?tab=${tab}` : ''}`);
  await pageShown(page);
}

const saved = (page: Page) => expect(page.getByText('Cambios guardados.')).toBeVisible();

test('full name and company saved, still there after a reload, and the user menu shows the new name', async ({ page }) => {
  const username = `ajustes${Date.now() % 1_000_000}`;
  await loginAs(page, await newAccount(page, username));
  await openSettings(page);
  await expect(page.getByRole('button', { name: 'Cuenta' })).toHaveAttribute('aria-current', 'page');

  const fullName = `Nora Quintana ${username.slice(-4)}`;
  await page.getByLabel('Nombre completo').fill(fullName);
  await page.getByLabel('Empresa').fill('Faro Data');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await saved(page);
  await expect(page.getByRole('button', { name: new RegExp(fullName) })).toBeVisible();

  await page.reload();
  await pageShown(page);
  await expect(page.getByLabel('Nombre completo')).toHaveValue(fullName);
  await expect(page.getByLabel('Empresa')).toHaveValue('Faro Data');
  await expect(page.getByRole('button', { name: new RegExp(fullName) })).toBeVisible();
});

test.describe('refused by the server', () => {
  // The 400 is the story.
  test.use({ allowHttpErrors: true });

test('a taken username is refused under its field', async ({ page }) => {
  const username = `ajustes${Date.now() % 1_000_000}`;
  const other = await newAccount(page, `${username}b`);
  await loginAs(page, await newAccount(page, username));
  await openSettings(page);
  await page.getByLabel('Nombre de usuario').fill(other.email.split('@')[0]);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Este nombre de usuario ya está en uso.')).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(page.getByLabel('Nombre de usuario')).toHaveValue(username);
});
});

test('an avatar uploaded, shown, kept after a reload and reset; a wrong file refused with a message', async ({ page }) => {
  const username = `avatar${Date.now() % 1_000_000}`;
  await loginAs(page, await newAccount(page, username));
  await openSettings(page);
  const picture = page.getByRole('main').locator('img[src^="/api/files/"]');
  await expect(picture).toHaveCount(0);

  await page.locator('input[type="file"]').setInputFiles({ name: 'cara.png', mimeType: 'image/png', buffer: png(24, [109, 93, 252]) });
  await expect(page.getByText('Foto actualizada.')).toBeVisible();
  await expect(picture).toBeVisible();
  // The navbar's user menu shows it too.
  await expect(page.getByRole('banner').locator('img[src^="/api/files/"]')).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

  await page.reload();
  await pageShown(page);
  await expect(picture).toBeVisible();

  // A text file named like a picture: refused, the picture stays.
  await page.locator('input[type="file"]').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('Este archivo no es una imagen JPG, GIF, PNG o WebP.')).toBeVisible();
  await expect(picture).toBeVisible();

  await page.getByRole('button', { name: 'Restablecer' }).click();
  await expect(page.getByText('Foto eliminada.')).toBeVisible();
  await expect(picture).toHaveCount(0);
  await page.reload();
  await pageShown(page);
  await expect(picture).toHaveCount(0);
});

test('a notification switched on, a social link and a connection saved, all kept after a reload', async ({ page }) => {
  const username = `redes${Date.now() % 1_000_000}`;
  await loginAs(page, await newAccount(page, username));

  await openSettings(page, 'notifications');
  const follow = page.getByRole('switch', { name: 'Alguien me sigue' }).or(page.getByRole('checkbox', { name: 'Alguien me sigue' }));
  await expect(follow).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Alguien comenta mi artículo' }).or(page.getByRole('switch', { name: 'Alguien comenta mi artículo' }))).toBeChecked();
  await follow.check();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await saved(page);
  await page.reload();
  await pageShown(page);
  await expect(follow).toBeChecked();

  await page.getByRole('button', { name: 'Redes', exact: true }).click();
  await pageShown(page);
  const linkedIn = page.getByLabel('LinkedIn');
  await linkedIn.fill('linkedin');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Usa una dirección que empiece por https:// o http://.')).toBeVisible();
  await linkedIn.fill(`https://www.linkedin.com/in/${username}`);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await saved(page);

  const github = page.getByRole('switch', { name: 'Conectar GitHub' }).or(page.getByRole('checkbox', { name: 'Conectar GitHub' }));
  await github.check();
  await expect(page.getByText('GitHub conectado.')).toBeVisible();

  await page.reload();
  await pageShown(page);
  await expect(page.getByLabel('LinkedIn')).toHaveValue(`https://www.linkedin.com/in/${username}`);
  await expect(github).toBeChecked();
});

test('information: birth date with the date field, country from the list, kept after a reload', async ({ page }) => {
  const username = `info${Date.now() % 1_000_000}`;
  await loginAs(page, await newAccount(page, username));
  await openSettings(page, 'info');
  await page.getByLabel('Biografía').fill('Diseño tableros.');
  await page.getByLabel('Fecha de nacimiento').fill('31/05/1990');
  await page.getByLabel('País').selectOption({ label: 'Uruguay' });
  await page.getByLabel('Teléfono').fill('+598 99 123 456');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await saved(page);
  await page.reload();
  await pageShown(page);
  await expect(page.getByLabel('Biografía')).toHaveValue('Diseño tableros.');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('31/05/1990');
  await expect(page.getByLabel('País')).toHaveValue('UY');
  await expect(page.getByLabel('Teléfono')).toHaveValue('+598 99 123 456');
});

// The route scan sees the first tab only: each other tab, in both skins.
for (const skin of ['light', 'dark']) {
  test(`every tab has no serious accessibility violation (${skin})`, async ({ page }) => {
    await loginAs(page, 'admin', { skin });
    for (const tab of ['info', 'social', 'notifications']) {
      await openSettings(page, tab);
      await expectAccessible(page);
    }
  });
}
