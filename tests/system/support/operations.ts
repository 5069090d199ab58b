/**
 * The writes the load sends, one kind per module: how to create, edit and delete a record through the
 * public API, how to ask for a write the server must refuse, and where the record lives in the database.
 * Every value written is a unique marker, so the database can be compared with what the API acknowledged.
 */
export interface Kind {
  name: string;
  /** SQL giving `id` and `v` (the marker column, or null when the row counts as deleted) of this kind's rows whose marker starts with `?`. */
  rowsSql: string;
  create(marker: string, unique: string): Call;
  /** The id in a create's response. */
  idOf(body: unknown): number;
  edit(id: number, marker: string): Call;
  /** Absent when the API has no delete for this kind. */
  remove?(id: number): Call;
  /** A create the server must refuse (400) whose marker must then appear nowhere. */
  refusedCreate(marker: string, unique: string): Call;
}

export interface Call {
  method: 'POST' | 'DELETE';
  path: string;
  body: unknown;
}

const post = (path: string, body: unknown): Call => ({ method: 'POST', path, body });
const del = (path: string, body: unknown): Call => ({ method: 'DELETE', path, body });

const calendarEvent = (title: string, start: string, end: string) => ({
  title,
  start,
  end,
  allDay: false,
  extendedProps: { calendar: 'Business', guests: [], location: 'Room 2', description: '' },
});

const invoice = (clientId: number, service: string, issuedDate = '2026-11-01', dueDate = '2026-11-30') => ({
  clientId,
  issuedDate,
  dueDate,
  service,
  taxRate: 10,
  items: [{ item: 'Work', description: '', cost: 120.5, qty: 2 }],
});

/** The kinds; invoices need an existing client of the sample data. */
export function writeKinds(clientId: number): Kind[] {
  return [
    {
      name: 'users',
      rowsSql: 'SELECT id, full_name AS v FROM accounts WHERE full_name LIKE ? AND deleted_at IS NULL',
      create: (marker, unique) => post('/apps/users/add-user', { user: { fullName: marker, username: unique, email: `${unique}@load.example`, role: 'user', currentPlan: 'team' } }),
      idOf: (body) => (body as { user: { id: number } }).user.id,
      edit: (id, marker) => post('/apps/users/update-user', { id, fields: { fullName: marker, company: 'Edited' } }),
      remove: (id) => del('/apps/users/delete', { id }),
      refusedCreate: (marker) => post('/apps/users/add-user', { user: { fullName: marker, username: '!', email: 'not-an-email', role: 'user', currentPlan: 'team' } }),
    },
    {
      name: 'invoices',
      rowsSql: 'SELECT id, service AS v FROM invoices WHERE service LIKE ?',
      create: (marker) => post('/apps/invoice/add', { invoice: invoice(clientId, marker) }),
      idOf: (body) => (body as { invoice: { id: number } }).invoice.id,
      edit: (id, marker) => post('/apps/invoice/update', { id, invoice: invoice(clientId, marker) }),
      remove: (id) => del('/apps/invoice/delete', { id }),
      refusedCreate: (marker) => post('/apps/invoice/add', { invoice: invoice(clientId, marker, '2026-11-30', '2026-11-01') }),
    },
    {
      // Deleting a to-do moves it to the bin: the row stays, flagged.
      name: 'todo tasks',
      rowsSql: 'SELECT id, CASE WHEN is_deleted = 1 THEN NULL ELSE title END AS v FROM todo_tasks WHERE title LIKE ?',
      create: (marker) => post('/apps/todo/add-tasks', { title: marker, dueDate: '2026-12-01', tags: ['team'] }),
      idOf: (body) => (body as { id: number }).id,
      edit: (id, marker) => post('/apps/todo/update-task', { task: { id, title: marker, isImportant: true } }),
      remove: (id) => del('/apps/todo/delete-task', { taskId: id }),
      refusedCreate: (marker) => post('/apps/todo/add-tasks', { title: marker, dueDate: 'next week' }),
    },
    {
      name: 'kanban tasks',
      rowsSql: 'SELECT id, title AS v FROM kanban_tasks WHERE title LIKE ?',
      create: (marker) => post('/apps/kanban/add-task', { title: marker, boardId: 'todo', labels: ['UX'] }),
      idOf: (body) => (body as { id: number }).id,
      edit: (id, marker) => post('/apps/kanban/update-task', { id, fields: { title: marker, description: 'edited' } }),
      refusedCreate: (marker) => post('/apps/kanban/add-task', { title: marker, boardId: 'todo', dueDate: '31/12/2026' }),
    },
    {
      name: 'calendar events',
      rowsSql: 'SELECT id, title AS v FROM calendar_events WHERE title LIKE ?',
      create: (marker) => post('/apps/calendar/add-event', { event: calendarEvent(marker, '2026-12-03T09:00:00.000Z', '2026-12-03T10:00:00.000Z') }),
      idOf: (body) => (body as { id: number }).id,
      edit: (id, marker) => post('/apps/calendar/update-event', { event: { id, ...calendarEvent(marker, '2026-12-04T09:00:00.000Z', '2026-12-04T11:00:00.000Z') } }),
      remove: (id) => del('/apps/calendar/remove-event', { id }),
      refusedCreate: (marker) => post('/apps/calendar/add-event', { event: calendarEvent(marker, '2026-12-03T10:00:00.000Z', '2026-12-03T09:00:00.000Z') }),
    },
    {
      name: 'permissions',
      rowsSql: 'SELECT id, name AS v FROM permissions WHERE name LIKE ?',
      create: (marker) => post('/apps/permissions/add-permission', { name: marker }),
      idOf: (body) => (body as { id: number }).id,
      edit: (id, marker) => post('/apps/permissions/update-permission', { id, name: marker }),
      remove: (id) => del('/apps/permissions/delete', { id }),
      refusedCreate: (marker) => post('/apps/permissions/add-permission', { name: `${marker}${'x'.repeat(90)}` }),
    },
  ];
}
