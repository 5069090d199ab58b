import { expect, loginAs, test } from './fixtures';

// The built app under its real Content-Security-Policy: the hashed boot script runs, a script the page did not
// ship does not, and Swagger UI works under its own policy. (Every answer's headers: src/server/security-headers.test.ts.)

test('the app page carries the policy, and its boot script (allowed by hash) runs before the app', async ({ page }) => {
  await loginAs(page, 'admin', { skin: 'dark', direction: 'rtl' });
  const response = await page.goto('/apps/todo');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Set by the boot script from what the session stored.
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('main')).not.toBeEmpty();
});

test.describe('a script the page did not ship', () => {
  test.use({ expectedCspViolations: ['script-src-elem', 'script-src-attr'] });

  test('is refused, inline or as a handler', async ({ page }) => {
    await page.goto('/login');
    const ran = await page.evaluate(async () => {
      const refused = new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(event.effectiveDirective);
          if (seen.length === 2) resolve(seen.sort());
        });
      });
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/favicon.svg" onload="window.__injected = \'handler\'">';
      document.body.append(holder);
      return { refused: await refused, injected: (window as unknown as { __injected?: string }).__injected ?? null };
    });
    expect(ran).toEqual({ refused: ['script-src-attr', 'script-src-elem'], injected: null });
  });
});

test('the API documentation works under its own policy', async ({ page }) => {
  const response = await page.goto('/api/docs/');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.getByRole('heading', { name: /Tablero API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
});
