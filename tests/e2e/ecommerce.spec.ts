import { apiRequest, loginAs, newAccount, test, expect, confirmDialog } from './fixtures';
import { apiAs } from './api';
import type { Page } from '@playwright/test';

interface Product {
  id: number;
  name: string;
  slug: string;
  price: number;
  isInCart: boolean;
  isInWishlist: boolean;
}

/** A shopper of the test's own (an admin, so the shop is open to them), signed in; their sample cart holds five lines. */
async function newShopper(page: Page, name: string) {
  const credentials = await newAccount(page, `${name}${Date.now().toString(36)}`, 'admin');
  const session = await loginAs(page, credentials);
  return { credentials, session, api: apiAs(page, session) };
}

const cartBadge = (page: Page) => page.getByTestId('cart-count');

test('the shop filters, sorts and pages, all in the URL, and a reload keeps it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/ecommerce/shop');
  const cards = page.locator('article.tb-product-card');
  await expect(cards).toHaveCount(9);
  await expect(page.getByText('Mostrando 1 a 9 de 27')).toBeVisible();

  await page.getByLabel('Ordenar por').selectOption('price-desc');
  await expect(page).toHaveURL(/sortBy=price-desc/);
  await page.getByRole('radio', { name: /Valoración: 3 de 5/ }).click();
  await expect(page).toHaveURL(/rating=3/);
  await expect(page.getByRole('radio', { name: /Valoración: 3 de 5/ })).toBeChecked();
  await expect(page.getByText('Mostrando 1 a 9 de 23')).toBeVisible();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Mostrando 10 a 18 de 23')).toBeVisible();
  await page.getByRole('button', { name: 'Vista en lista' }).click();
  await expect(page).toHaveURL(/view=list/);

  await expect(cards).toHaveCount(9);
  await expect(page.locator('.tb-product-list')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Mostrando 10 a 18 de 23')).toBeVisible();
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price-desc');
  await expect(page.getByRole('radio', { name: /Valoración: 3 de 5/ })).toBeChecked();
  await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Vista en lista' })).toHaveAttribute('aria-pressed', 'true');

  // Search narrows by name (two Nimbus products are rated 3 or more) and lives in the URL too.
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('nimbus');
  await expect(page).toHaveURL(/q=nimbus/);
  await expect(page.getByText('Mostrando 1 a 2 de 2')).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Nimbus' })).toHaveCount(0);
});

test('a product opened by its slug goes into the cart and the wishlist; the navbar count follows and stays after a reload and a new sign-in', async ({ page }) => {
  const { api, credentials } = await newShopper(page, 'shopper');
  const { products } = await api.get<{ products: Product[] }>('/apps/ecommerce/products?perPage=27');
  const product = products.find((p) => !p.isInCart && !p.isInWishlist)!;

  await page.goto(`/apps/ecommerce/product-detail/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('5');
  await page.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page.getByRole('link', { name: 'Ver en el carrito' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('6');
  await page.getByRole('button', { name: 'Añadir a deseos' }).click();
  await expect(page.getByRole('button', { name: 'En tu lista de deseos' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Ver en el carrito' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'En tu lista de deseos' })).toBeVisible();
  await expect(cartBadge(page)).toHaveText('6');
  const login = await apiRequest(page).post('/api/jwt/login', { data: credentials });
  expect((await login.json()).userData.extras.eCommerceCartItemsCount).toBe(6);

  // The navbar's cart lists it; the wishlist page shows it.
  await page.getByRole('button', { name: 'Carrito: 6 artículos' }).click();
  await expect(page.locator('.tb-cart .tb-navbar-widget-menu').getByText(product.name)).toBeVisible();
  await page.goto('/apps/ecommerce/wishlist');
  const wished = page.locator('article.tb-product-card').filter({ hasText: product.name });
  await expect(wished).toBeVisible();

  // Moved to the cart from the wishlist (it is there already): it leaves the wishlist, the cart keeps one line of it.
  const others = await page.locator('article.tb-product-card').count();
  await wished.getByRole('button', { name: `Pasar al carrito: ${product.name}` }).click();
  await expect(page.getByText(`«${product.name}» pasado al carrito.`)).toBeVisible();
  await expect(page.locator('article.tb-product-card')).toHaveCount(others - 1);
  await page.reload();
  await expect(page.locator('article.tb-product-card')).toHaveCount(others - 1);
  await expect(cartBadge(page)).toHaveText('6');
});

test.describe('an unknown product', () => {
  test.use({ allowHttpErrors: true });
  test('shows the not-found page', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/apps/ecommerce/product-detail/no-such-product');
    await expect(page).toHaveURL(/\/misc\/error/);
  });
});

test('checkout: quantities, a new address and a card place the order; the cart is empty after a reload and the order is recorded', async ({ page }) => {
  const { api } = await newShopper(page, 'buyer');
  const salesBefore = (await api.get<{ monthSales: number }>('/card/card-ecommerce/overview')).monthSales;
  await page.goto('/apps/ecommerce/checkout');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(5);
  const first = lines.first();
  await first.getByLabel('Cant.').selectOption('2');
  await expect(page.getByText('Cantidad actualizada.')).toBeVisible();
  await lines.nth(4).getByRole('button', { name: /^Quitar:/ }).click();
  await confirmDialog(page);
  await expect(lines).toHaveCount(4);
  await expect(cartBadge(page)).toHaveText('4');
  const cart = await api.get<{ total: number; products: { qty: number }[] }>('/apps/ecommerce/cart');
  expect(cart.products[0].qty).toBe(2);
  await page.getByRole('button', { name: 'Hacer el pedido' }).click();

  await page.getByRole('button', { name: 'Añadir dirección' }).click();
  const panel = page.getByRole('dialog', { name: 'Nueva dirección' });
  await panel.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(panel.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
  await panel.getByLabel('Nombre completo').fill('Marta Ruiz');
  await panel.getByLabel('Móvil').fill('+34 699 111 222');
  await panel.getByLabel('Calle y número').fill('Calle Nueva 7');
  await panel.getByLabel('Ciudad').fill('Granada');
  await panel.getByLabel('Código postal').fill('18001');
  await panel.getByLabel('Provincia').fill('Andalucía');
  await panel.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('radio', { name: /Marta Ruiz/ })).toBeChecked();
  await page.getByRole('button', { name: 'Entregar aquí' }).click();

  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
  await page.getByLabel('Nombre en la tarjeta').fill('Marta Ruiz');
  await page.getByLabel('Caducidad (MM/AA)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
  await expect(page.getByText('Escribe un número de tarjeta válido.')).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pagar y hacer el pedido' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
  const number = await page.getByTestId('order-number').textContent();
  const orderId = Number(/(\d+)/.exec(number ?? '')?.[1]);
  await expect(cartBadge(page)).toBeHidden();

  await page.reload();
  await expect(page.getByText('Tu carrito está vacío.').first()).toBeVisible();
  const { orders } = await api.get<{ orders: { id: number; total: number; address: { fullName: string }; cardLast4: string }[] }>('/apps/ecommerce/orders');
  expect(orders[0]).toMatchObject({ id: orderId, total: cart.total, address: { fullName: 'Marta Ruiz' }, cardLast4: '4242' });

  // The dashboard's sales of the month count it (other tests may add orders meanwhile, never remove one).
  await page.goto('/');
  await expect(page.getByTestId('month-sales')).not.toBeEmpty();
  const shown = Number((await page.getByTestId('month-sales').textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(Math.floor(salesBefore + cart.total));
});
