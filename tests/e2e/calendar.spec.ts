import type { Page } from '@playwright/test';
import { apiRequest, confirmDialog, loginAs, test, expect, type Session } from './fixtures';
import { apiAs, unique } from './api';

// The month view shows three events a day and hides the rest behind "+N": a test that looks at a day works
// in a month of its own, months ahead of the sample events (which sit around today), and removes what it added.

/** `YYYY-MM-DD` of a day of the month `months` after this one. */
const dayOf = (months: number, day: number) => {
  const date = new Date(new Date().getFullYear(), new Date().getMonth() + months, day);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Opens the calendar (a fresh load starts at today) and goes `months` ahead. */
async function openMonth(page: Page, months: number) {
  await page.goto('/apps/calendar');
  await expect(page.locator('.fc-event').first()).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < months; i++) await page.locator('.fc-next-button').click();
  await expect(dayCell(page, dayOf(months, 15))).toBeVisible();
}

/** Removes the signed-in admin's events with this title, through the API. */
async function removeEvents(page: Page, session: Session, title: string) {
  const api = apiAs(page, session);
  const events = await api.get<{ id: number; title: string }[]>('/apps/calendar/events?calendars=Personal&calendars=Business&calendars=Family&calendars=Holiday&calendars=ETC');
  for (const event of events.filter((e) => e.title.startsWith(title))) await api.delete('/apps/calendar/remove-event', { id: event.id });
}
/** The same day as the Spanish date picker writes it (dd/MM/yyyy). */
const typed = (isoDay: string) => isoDay.split('-').reverse().join('/');
const dayCell = (page: Page, isoDay: string) => page.locator(`.fc-daygrid-day[data-date="${isoDay}"]`);
const calendarEvent = (page: Page, title: string) => page.locator('.fc-event', { hasText: title });

test('add an event from a day, edit it, move it to another day and delete it; each step survives a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  await openMonth(page, 2);
  await expect(page.getByRole('button', { name: 'Mes', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Clicking a day opens the form for that day, all day: at the foot of the day, below an event another
  // run of this test may have put there meanwhile.
  const day = dayOf(2, 15);
  const cell = (await dayCell(page, day).boundingBox())!;
  await page.mouse.click(cell.x + cell.width / 2, cell.y + cell.height - 4);
  const form = page.getByRole('dialog', { name: 'Nuevo evento' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Inicio')).toHaveValue(typed(day));
  await expect(form.getByRole('switch', { name: 'Todo el día' })).toBeChecked();

  const title = unique('Revisión anual');
  await form.getByRole('button', { name: 'Añadir evento' }).click();
  await expect(form.getByText('Escribe un título.')).toBeVisible();
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Calendario', { exact: true }).selectOption('Family');
  await form.getByLabel('Lugar').fill('Sala Norte');
  await form.getByLabel('Invitados').fill('Invitada externa');
  await form.getByLabel('Invitados').press('Enter');
  await form.getByRole('button', { name: 'Añadir evento' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Evento añadido.')).toBeVisible();
  await expect(dayCell(page, day).locator('.fc-event', { hasText: title })).toBeVisible();

  await openMonth(page, 2);
  const added = dayCell(page, day).locator('.fc-event', { hasText: title });
  await expect(added).toBeVisible();
  await expect(added).toHaveClass(/tb-event-warning/);

  // Edit the title.
  await added.click();
  const editor = page.getByRole('dialog', { name: 'Editar evento' });
  await expect(editor.getByLabel('Lugar')).toHaveValue('Sala Norte');
  await expect(editor.getByText('Invitada externa')).toBeVisible();
  const renamed = `${title} (v2)`;
  await editor.getByLabel('Título').fill(renamed);
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();
  await expect(calendarEvent(page, renamed)).toBeVisible();

  // Move it to another day through the form (the keyboard way to do what dragging does).
  const target = dayOf(2, 20);
  await calendarEvent(page, renamed).click();
  await editor.getByLabel('Inicio').fill(typed(target));
  await editor.getByLabel('Inicio').press('Tab');
  await editor.getByLabel('Fin').fill(typed(target));
  await editor.getByLabel('Fin').press('Tab');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await expect(editor).toBeHidden();
  await openMonth(page, 2);
  await expect(dayCell(page, target).locator('.fc-event', { hasText: renamed })).toBeVisible();
  await expect(dayCell(page, day).locator('.fc-event', { hasText: renamed })).toHaveCount(0);

  // Delete it, after confirming.
  await calendarEvent(page, renamed).click();
  await editor.getByRole('button', { name: 'Eliminar' }).click();
  await confirmDialog(page);
  await expect(page.getByText('Evento eliminado.')).toBeVisible();
  await expect(calendarEvent(page, renamed)).toHaveCount(0);
  await openMonth(page, 2);
  await expect(calendarEvent(page, renamed)).toHaveCount(0);
});

test('dragging an event to another day saves the new day', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  // Start from an event of our own on a known day (the form that adds one has its own test).
  const from = dayOf(3, 15);
  const to = dayOf(3, 22);
  const title = unique('Arrastrar');
  await addByApi(page, session, { title, allDay: true, start: from, end: from, extendedProps: { calendar: 'Business' } });
  await openMonth(page, 3);

  const event = dayCell(page, from).locator('.fc-event', { hasText: title });
  await expect(event).toBeVisible();
  const box = (await event.boundingBox())!;
  const targetBox = (await dayCell(page, to).boundingBox())!;
  await dragTo(page, { x: box.x + 10, y: box.y + box.height / 2 }, { x: targetBox.x + targetBox.width / 2, y: targetBox.y + targetBox.height / 2 });
  await expect(page.getByText(`«${title}» cambiado de fecha.`)).toBeVisible();

  await openMonth(page, 3);
  await expect(dayCell(page, to).locator('.fc-event', { hasText: title })).toBeVisible();
  await expect(dayCell(page, from).locator('.fc-event', { hasText: title })).toHaveCount(0);
  await removeEvents(page, session, title);
});

/** Adds an event through the API, as the signed-in admin. */
async function addByApi(page: Page, session: Session, event: object) {
  const res = await apiRequest(page).post('/api/apps/calendar/add-event', { data: { event }, headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(res.status()).toBe(201);
}

async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 5, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

test('resizing an event in the week view saves its new end', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  const today = new Date();
  const at = (hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour).toISOString();
  const title = unique('Estirar');
  await addByApi(page, session, { title, start: at(9), end: at(10), extendedProps: { calendar: 'ETC' } });
  await page.goto('/apps/calendar');
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  const event = page.locator('.fc-timegrid-event', { hasText: title });
  await expect(event).toContainText('9:00 - 10:00');
  const slot = (await page.locator('.fc-timegrid-slot-lane').first().boundingBox())!;
  await event.hover();
  const handle = (await event.locator('.fc-event-resizer-end').boundingBox())!;
  await dragTo(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 + slot.height * 2 });
  await expect(page.getByText(`«${title}» cambiado de fecha.`)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Semana', exact: true }).click();
  await expect(page.locator('.fc-timegrid-event', { hasText: title })).toContainText('9:00 - 11:00');
  await removeEvents(page, session, title);
});

test.describe('when the server refuses a move', () => {
  test.use({ allowHttpErrors: true });
  test('the dragged event goes back to its day and the reason shows', async ({ page }) => {
    const session = await loginAs(page, 'admin');
    const from = dayOf(4, 9);
    const to = dayOf(4, 11);
    const title = unique('Inamovible');
    await addByApi(page, session, { title, allDay: true, start: from, end: dayOf(4, 10), extendedProps: { calendar: 'Holiday' } });
    await page.route('**/api/apps/calendar/update-event', (route) => route.fulfill({ status: 404, json: { message: 'Event not found' } }));
    await openMonth(page, 4);
    const event = dayCell(page, from).locator('.fc-event', { hasText: title });
    await expect(event).toBeVisible();
    const box = (await event.boundingBox())!;
    const target = (await dayCell(page, to).boundingBox())!;
    await dragTo(page, { x: box.x + 10, y: box.y + box.height / 2 }, { x: target.x + target.width / 2, y: target.y + target.height / 2 });
    await expect(page.getByText('Event not found')).toBeVisible();
    await expect(dayCell(page, from).locator('.fc-event', { hasText: title })).toBeVisible();
    await expect(dayCell(page, to).locator('.fc-event', { hasText: title })).toHaveCount(0);
    await removeEvents(page, session, title);
  });
});

test('the type filters: deselect all shows none, select all brings them back, one type toggles; kept on reload', async ({ page }) => {
  const session = await loginAs(page, 'admin');
  // Two events of its own, one personal and one of work, each on a day of its own.
  const [personalTitle, workTitle] = [unique('Dentista'), unique('Reunión')];
  await addByApi(page, session, { title: personalTitle, allDay: true, start: dayOf(5, 10), end: dayOf(5, 10), extendedProps: { calendar: 'Personal' } });
  await addByApi(page, session, { title: workTitle, allDay: true, start: dayOf(5, 20), end: dayOf(5, 20), extendedProps: { calendar: 'Business' } });
  await openMonth(page, 5);
  const personal = calendarEvent(page, personalTitle);
  const work = calendarEvent(page, workTitle);
  await expect(personal).toHaveClass(/tb-event-danger/);
  await expect(work).toHaveClass(/tb-event-primary/);
  const filters = page.locator('aside');

  await filters.getByLabel('Ver todos').click();
  await expect(page.locator('.fc-event')).toHaveCount(0);
  await expect(page.getByText('No hay ningún calendario seleccionado')).toBeVisible();
  for (const type of ['Personal', 'Trabajo', 'Familia', 'Vacaciones', 'Otros']) await expect(filters.getByLabel(type)).not.toBeChecked();

  await filters.getByLabel('Ver todos').click();
  await expect(personal).toBeVisible();
  await expect(work).toBeVisible();

  await filters.getByLabel('Personal').click();
  await expect(personal).toHaveCount(0);
  await expect(page.locator('.fc-event.tb-event-danger')).toHaveCount(0);
  await expect(work).toBeVisible();
  await expect(filters.getByLabel('Ver todos')).not.toBeChecked();

  await page.reload();
  await expect(filters.getByLabel('Personal')).not.toBeChecked();
  for (let i = 0; i < 5; i++) await page.locator('.fc-next-button').click();
  await expect(work).toBeVisible();
  await expect(personal).toHaveCount(0);
  await filters.getByLabel('Personal').click();
  await expect(personal).toBeVisible();
  await expect(filters.getByLabel('Ver todos')).toBeChecked();
  await removeEvents(page, session, personalTitle);
  await removeEvents(page, session, workTitle);
});

test('an end before the start is refused with the message under the field', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/apps/calendar');
  await page.locator('aside').getByRole('button', { name: 'Añadir evento' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo evento' });
  await form.getByRole('switch', { name: 'Todo el día' }).check();
  await form.getByLabel('Inicio').fill(typed(dayOf(0, 12)));
  await form.getByLabel('Inicio').press('Tab');
  await form.getByLabel('Fin').fill(typed(dayOf(0, 10)));
  await form.getByLabel('Fin').press('Tab');
  await form.getByRole('button', { name: 'Añadir evento' }).click();
  await expect(form.locator('#event-end-error')).toHaveText('El fin no puede ser anterior al inicio.');
  await expect(form.getByLabel('Fin')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toBeVisible();

  await form.getByLabel('Título').fill('No debería guardarse');
  await form.getByLabel('Fin').fill(typed(dayOf(0, 13)));
  await form.getByLabel('Fin').press('Tab');
  await expect(form.locator('#event-end-error')).toHaveText('');
});

test('at 375 px the calendar opens as a list and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/apps/calendar');
  await expect(page.locator('.fc-list-event').first()).toBeVisible();
  await page.getByRole('button', { name: 'Calendarios' }).click();
  await page.getByRole('dialog').getByLabel('Ver todos').click();
  await expect(page.locator('.fc-list-event')).toHaveCount(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
});
