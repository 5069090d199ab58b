import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { buildLocale } from '../../../../scripts/locales';
import type { RoleEvent } from '../roles-contract';
import type { UserEvent } from '../contract';
import { actorText, eventText } from './event-text';
import { refusalText, withRefusalText } from './refusal';
import { roleEventText } from './role-history';
import { roleLabel } from './role-label';

// The texts these screens build, checked against the real Spanish translations (the default language).
let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  await i18n.init({ lng: 'es', resources: { es: { translation: buildLocale(root, 'es') } }, interpolation: { escapeValue: false } });
  t = i18n.t;
});

const event = (over: Partial<UserEvent>): UserEvent => ({ id: 1, kind: 'created', actorName: 'Ana', actorDeleted: false, createdAt: '2026-11-23T10:00:00Z', ...over });
const roleEvent = (kind: string, detail: Record<string, unknown>): RoleEvent => ({ id: 1, kind, detail, actorName: null, actorDeleted: false, createdAt: '2026-11-23T10:00:00Z' });

describe('role names', () => {
  it('a built-in role is translated by its key while it keeps its first name; renamed or added roles show their own', () => {
    expect(roleLabel(t, 'admin', 'administrator')).toBe('Administrador');
    expect(roleLabel(t, 'restricted-user')).toBe('Usuario restringido');
    expect(roleLabel(t, 'support', 'helpdesk')).toBe('helpdesk');
    expect(roleLabel(t, 'auditor', 'Auditor')).toBe('Auditor');
    expect(roleLabel(t, 'gone')).toBe('gone');
  });
});

describe("a user's history", () => {
  const label = (key: string) => roleLabel(t, key);
  it('names the roles of a role change, the way a password was set, and the other kinds', () => {
    expect(eventText(t, event({ kind: 'role', from: 'client', to: 'support' }), label)).toBe('Rol cambiado de Cliente a Soporte');
    expect(eventText(t, event({ kind: 'password', how: 'reset' }), label)).toBe('Contraseña restablecida con el enlace del correo');
    expect(eventText(t, event({ kind: 'password', how: 'set' }), label)).toBe('Contraseña elegida al aceptar la invitación');
    expect(eventText(t, event({ kind: 'status', from: 'pending', to: 'inactive' }), label)).toBe('Estado cambiado de Invitado a Inactivo');
    expect(eventText(t, event({ kind: 'two-factor', enabled: false }), label)).toMatch(/dos pasos/);
    expect(eventText(t, event({ kind: 'invited' }), label)).toBe('Invitación enviada');
    expect(eventText(t, event({ kind: 'deleted' }), label)).toBe('Usuario eliminado');
    expect(eventText(t, event({ kind: 'edited', fields: ['fullName', 'company'] }), label)).toBe('Editado: Nombre completo, Empresa');
  });
  it('a change by an account since deleted is attributed to a deleted user; one by the system to nobody', () => {
    expect(actorText(t, event({ actorName: null, actorDeleted: true }))).toBe('Usuario eliminado');
    expect(actorText(t, event({ actorName: null }))).toBeNull();
    expect(actorText(t, event({ actorName: 'Ana' }))).toBe('Ana');
  });
});

describe("a role's history", () => {
  it('says what each change did, in the areas’ names', () => {
    expect(roleEventText(t, roleEvent('matrix', { areas: [{ area: 'users', read: true, write: false, create: true }, { area: 'apiKeys', read: false, write: false, create: false }] }), 'auditor')).toBe(
      'Derechos cambiados: Usuarios ahora ver, crear; Claves de API ahora nada',
    );
    expect(roleEventText(t, roleEvent('renamed', { from: 'support', to: 'helpdesk' }), 'support')).toBe('Renombrado de Soporte a helpdesk');
    expect(roleEventText(t, roleEvent('full-access', { enabled: true }), 'admin')).toBe('Acceso total activado');
    expect(roleEventText(t, roleEvent('permission-changed', { permission: 'Cobros', area: 'invoices', levels: 'rw' }), 'x')).toBe('Permiso «Cobros» ahora concede Facturas: ver, cambiar y eliminar');
    expect(roleEventText(t, roleEvent('permission-removed', { permission: 'Cobros' }), 'x')).toBe('Permiso «Cobros» retirado');
  });
});

describe('refusals', () => {
  const failed = (status: number | string, data: object) => ({ status, data });
  it('name the guard rail in the page’s language, from the body’s code or the issue’s', () => {
    expect(refusalText(t, failed(403, { message: 'Nobody can delete their own account here.', code: 'own_account' }))).toBe('No puedes eliminar tu propia cuenta.');
    expect(refusalText(t, failed(409, { message: 'x', code: 'last_role_manager' }))).toMatch(/^Al menos una cuenta activa/);
    expect(refusalText(t, failed(400, { message: 'x', issues: [{ path: 'body.status', message: 'x', code: 'pending' }] }))).toMatch(/^Esta persona aún no ha aceptado/);
  });
  it('leave other failures as the server or the network said them', () => {
    expect(refusalText(t, failed(404, { message: 'User 9 not found' }))).toBe('User 9 not found');
    expect(refusalText(t, failed(500, { message: 'boom' }))).toBe(t('common.unexpectedError'));
    expect(refusalText(t, failed('FETCH_ERROR', {}))).toBe(t('common.networkError'));
    const other = failed(403, { message: 'You are not allowed to do this' });
    expect(withRefusalText(t, other)).toBe(other);
    expect(withRefusalText(t, failed(403, { message: 'x', code: 'own_role' }))).toEqual(failed(403, { message: 'Nadie puede cambiar su propio rol.', code: 'own_role' }));
  });
});
