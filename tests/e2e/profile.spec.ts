import { loginAs, newAccount, pageShown, test, expect } from './fixtures';
import { unique } from './api';

/** A new account of the test's own: registration gives it its own sample profile. */
async function openOwnProfile(page: import('@playwright/test').Page, name: string) {
  const account = await newAccount(page, unique(name).replace(/\W/g, '').toLowerCase());
  await loginAs(page, account);
  await page.goto('/pages/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pageShown(page);
}

const posts = (page: import('@playwright/test').Page) => page.getByTestId('profile-post');

test('a like changes the count at once and is still there after a reload; liking it off brings the count back', async ({ page }) => {
  await openOwnProfile(page, 'likes');
  const post = posts(page).first();
  const like = post.getByRole('button', { name: 'Me gusta', exact: true });
  const pressed = (await like.getAttribute('aria-pressed')) === 'true';
  const count = Number((await post.getByTestId('post-likes').innerText()).match(/\d+/)![0]);
  const after = pressed ? count - 1 : count + 1;

  // The count changes before the server has answered: the reload waits for the answer that keeps the like.
  const kept = page.waitForResponse((res) => /\/api\/profile\/posts\/(un)?like$/.test(res.url()) && res.ok());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(post.getByTestId('post-likes')).toHaveText(new RegExp(`^${after} me gusta$`));

  await kept;
  await page.reload();
  await pageShown(page);
  await expect(posts(page).first().getByRole('button', { name: 'Me gusta', exact: true })).toHaveAttribute('aria-pressed', String(!pressed));
  await expect(posts(page).first().getByTestId('post-likes')).toHaveText(new RegExp(`^${after} me gusta$`));

  await posts(page).first().getByRole('button', { name: 'Me gusta', exact: true }).click();
  await expect(posts(page).first().getByTestId('post-likes')).toHaveText(new RegExp(`^${count} me gusta$`));
});

test('a comment is checked, shows under the post at once, and stays after a reload', async ({ page }) => {
  await openOwnProfile(page, 'comments');
  const post = posts(page).nth(1);
  const box = post.getByRole('textbox', { name: 'Escribe un comentario' });

  await post.getByRole('button', { name: 'Comentar' }).click();
  await expect(post.getByText('Escribe algo antes de comentar.')).toBeVisible();

  const text = unique('<b>Nos vemos</b> el lunes');
  await box.fill(text);
  await post.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByText('Comentario publicado.')).toBeVisible();
  await expect(post.getByTestId('post-comment').last()).toContainText(text);
  await expect(box).toHaveValue('');

  await page.reload();
  await pageShown(page);
  await expect(posts(page).nth(1).getByTestId('post-comment').last()).toContainText(text);
});

test('a vote shows the results, a second vote moves it, and both survive a reload', async ({ page }) => {
  await openOwnProfile(page, 'votes');
  const poll = page.getByTestId('profile-poll');
  await expect(poll.getByText('Vota para ver los resultados.')).toBeVisible();
  await expect(poll.getByTestId('poll-result')).toHaveCount(0);

  await poll.getByRole('radio', { name: 'Accesibilidad' }).check();
  await poll.getByRole('button', { name: 'Votar' }).click();
  await expect(page.getByText('Voto guardado.')).toBeVisible();
  await expect(poll.getByTestId('poll-result')).toHaveCount(4);
  await expect(poll.getByText(/votos? en total/)).toBeVisible();
  const shares = (await poll.getByTestId('poll-result').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
  expect(shares.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(98);

  await page.reload();
  await pageShown(page);
  await expect(poll.getByRole('radio', { name: 'Accesibilidad' })).toBeChecked();
  await expect(poll.getByTestId('poll-result')).toHaveCount(4);

  await poll.getByRole('radio', { name: 'Seguridad' }).check();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/profile/polls/vote') && response.ok());
  await poll.getByRole('button', { name: 'Cambiar el voto' }).click();
  await saved;
  await expect(poll.getByRole('button', { name: 'Cambiar el voto' })).toBeDisabled();
  await page.reload();
  await pageShown(page);
  await expect(poll.getByRole('radio', { name: 'Seguridad' })).toBeChecked();
});

test('load more brings the next posts until there are none left', async ({ page }) => {
  await openOwnProfile(page, 'paging');
  await expect(posts(page)).toHaveCount(4);
  const first = await posts(page).allInnerTexts();
  await page.getByRole('button', { name: 'Cargar más publicaciones' }).click();
  await expect(posts(page)).toHaveCount(8);
  const more = await posts(page).allInnerTexts();
  expect(more.slice(0, 4)).toEqual(first);
  await page.getByRole('button', { name: 'Cargar más publicaciones' }).click();
  await expect(posts(page)).toHaveCount(10);
  await expect(page.getByText('No hay más publicaciones.')).toBeVisible();
});
