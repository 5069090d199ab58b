import { test, expect } from './fixtures';

test.use({ allowHttpErrors: true });

const uniqueEmail = () => `lanzamiento.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test('a visitor leaves an address on the coming-soon page and is told it is kept; leaving it again says the same', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/misc/coming-soon');
  await expect(page.getByRole('heading', { level: 1, name: 'Muy pronto' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Avisarme del lanzamiento' });

  // A wrong address is named under the field, and nothing is sent.
  await form.getByLabel('Correo electrónico').fill('sin-arroba');
  await form.getByRole('button', { name: 'Avisarme' }).click();
  await expect(form.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Correo electrónico').fill(email);
  const saved = page.waitForResponse((res) => res.url().endsWith('/api/coming-soon/subscribe') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Avisarme' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('status')).toContainText(email);

  // After a reload the form is there again; the same address is welcomed the same way, not refused.
  await page.reload();
  await page.getByLabel('Correo electrónico').fill(email.toUpperCase());
  const again = page.waitForResponse((res) => res.url().endsWith('/api/coming-soon/subscribe'));
  await page.getByRole('button', { name: 'Avisarme' }).click();
  expect((await again).status()).toBe(201);
  await expect(page.getByRole('status')).toContainText(email);
});
