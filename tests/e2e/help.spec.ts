import { confirmDialog, loginAs, newAccount, pageShown, test, expect } from './fixtures';
import { unique } from './api';

test('the FAQ searches every category on the server, keeps the search in the address, and says when nothing matches', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/pages/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pagos' })).toBeVisible();
  await expect(page.getByText('¿Qué formas de pago aceptáis?')).toBeVisible();

  // A word of the returns answers: the matching questions open on their answers, the rest go.
  const answer = page.getByText('emitimos el reembolso por el mismo medio de pago', { exact: false });
  const search = page.getByRole('searchbox', { name: 'Buscar en las preguntas frecuentes' });
  const searched = page.waitForResponse((res) => res.url().includes('/api/faq/data?') && res.url().includes('q=reembolso'));
  await search.fill('reembolso');
  await searched;
  await expect(page).toHaveURL(/[?&]q=reembolso/);
  await expect(answer).toBeVisible();
  await expect(page.getByText('¿Qué formas de pago aceptáis?')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelaciones y devoluciones' })).toBeVisible();

  await page.reload();
  await pageShown(page);
  await expect(search).toHaveValue('reembolso');
  await expect(answer).toBeVisible();
  await expect(page.getByText('¿Qué formas de pago aceptáis?')).toHaveCount(0);

  // A term with LIKE's wildcard finds nothing rather than everything.
  await search.fill('100%_x');
  await expect(page.getByText('Ninguna pregunta contiene «100%_x».')).toBeVisible();
  await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
  await expect(page.getByText('¿Qué formas de pago aceptáis?')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test('the knowledge base leads from a card to its category, then to a question by its slug, each surviving a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/pages/knowledge-base');
  await expect(page.getByRole('heading', { level: 1, name: 'Base de conocimiento' })).toBeVisible();

  // The search also finds a card by one of its questions.
  await page.getByRole('searchbox', { name: 'Buscar en la base de conocimiento' }).fill('dos pasos');
  await expect(page).toHaveURL(/[?&]q=dos\+pasos|[?&]q=dos%20pasos/);
  await expect(page.getByRole('link', { name: 'Cuenta y seguridad' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Envíos y entregas' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Cuenta y seguridad' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/account-security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta y seguridad' })).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cuenta y seguridad' })).toBeVisible();

  await page.getByRole('link', { name: '¿Cómo activo la verificación en dos pasos?' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/account-security\/two-step-verification$/);
  const title = page.getByRole('heading', { level: 1, name: '¿Cómo activo la verificación en dos pasos?' });
  await expect(title).toBeVisible();
  await expect(page.getByText('Guarda los diez códigos de recuperación')).toBeVisible();
  await expect(page.getByText(/^Actualizado el 18 oct 2026$/)).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(title).toBeVisible();

  // A related question opens in place; the breadcrumb leads back to the category.
  await page.getByRole('link', { name: '¿Cómo cambio mi contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo cambio mi contraseña?' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Cuenta y seguridad' }).click();
  await expect(page).toHaveURL(/\/pages\/knowledge-base\/account-security$/);
});

test.describe('addresses that name nothing', () => {
  test.use({ allowHttpErrors: true });
  test('an unknown category or question shows the not-found state with the way back', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/pages/knowledge-base/no-such-category');
    await expect(page.getByText('Esta categoría no existe.')).toBeVisible();
    await page.goto('/pages/knowledge-base/account-security/no-such-question');
    await expect(page.getByText('Esta pregunta no existe.')).toBeVisible();
    await page.getByRole('link', { name: 'Volver a la base de conocimiento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Base de conocimiento' })).toBeVisible();
  });
});

test('pricing shows the monthly or yearly prices, keeps the choice in the address, and moves the account to another plan', async ({ page }) => {
  // A new account of the test's own (the client role: help pages are for everyone signed in).
  await loginAs(page, await newAccount(page, unique('precios').replace(' ', '').toLowerCase()));
  await page.goto('/pages/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes de precios' })).toBeVisible();
  const basic = page.getByTestId('plan-basic');
  const standard = page.getByTestId('plan-standard');
  const enterprise = page.getByTestId('plan-enterprise');
  await expect(basic).toContainText(/0\s€/);
  await expect(standard).toContainText(/49\s€/);
  await expect(enterprise).toContainText(/99\s€/);
  await expect(standard).toContainText('Popular');
  await expect(basic).toContainText('Tu plan actual');

  const yearly = page.getByRole('switch', { name: 'Facturación anual' });
  await yearly.check();
  await expect(page).toHaveURL(/[?&]billing=yearly/);
  await expect(standard).toContainText(/40\s€/);
  await expect(standard).toContainText(/480\s€ al año/);
  await expect(enterprise).toContainText(/80\s€/);
  await expect(enterprise).toContainText(/960\s€ al año/);
  await page.reload();
  await pageShown(page);
  await expect(yearly).toBeChecked();
  await expect(standard).toContainText(/480\s€ al año/);

  await standard.getByRole('button', { name: 'Elegir Estándar' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Ahora tienes el plan Estándar.')).toBeVisible();
  await expect(standard).toContainText('Tu plan actual');
  await expect(basic.getByRole('button', { name: 'Elegir Básico' })).toBeVisible();
  await page.reload();
  await pageShown(page);
  await expect(standard).toContainText('Tu plan actual');

  await yearly.uncheck();
  await expect(page).not.toHaveURL(/billing=/);
  await expect(standard).toContainText(/49\s€/);
});

test('in Arabic the help pages read right to left, in Arabic, searched in Arabic', async ({ page }) => {
  await loginAs(page, 'admin', { language: 'ar', direction: 'rtl' });
  await page.goto('/pages/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible();
  await expect(page.getByText('ما طرق الدفع التي تقبلونها؟')).toBeVisible();
  await page.getByRole('searchbox', { name: 'البحث في الأسئلة الشائعة' }).fill('قائمة الأمنيات');
  await expect(page.getByText('كيف تعمل قائمة الأمنيات؟')).toBeVisible();
  await expect(page.getByText('ما طرق الدفع التي تقبلونها؟')).toHaveCount(0);

  await page.goto('/pages/pricing');
  await expect(page.getByTestId('plan-standard')).toContainText('القياسية');
});

test('the client role finds the help pages in the Pages menu, the license among them', async ({ page }) => {
  await loginAs(page, 'client');
  await page.goto('/access-control');
  await pageShown(page);
  await page.getByRole('navigation').getByText('Páginas').click();
  const menu = page.getByRole('navigation').locator('.dropdown-menu.show');
  for (const name of ['Preguntas frecuentes', 'Base de conocimiento', 'Precios']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('link', { name: 'Licencia' }).click();
  await expect(page).toHaveURL(/\/pages\/license$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Licencia' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '3. Lo que no puedes hacer' })).toBeVisible();
});
