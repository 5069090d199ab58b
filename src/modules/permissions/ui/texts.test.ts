import { beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { buildLocale } from '../../../../scripts/locales';
import { grantText } from './grant-text';
import { withRefusalText } from './refusal';
import { roleName as roleLabel } from '@/web/i18n/role-name';
import { roleTint } from './role-label';

// The texts of the permissions screen, checked against the real Spanish translations (the default language).
let t: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  await i18n.init({ lng: 'es', resources: { es: { translation: buildLocale(root, 'es') } }, interpolation: { escapeValue: false } });
  t = i18n.t;
});

describe('permissions screen texts', () => {
  it('what a permission grants: levels of an area in order, or nothing beyond its name', () => {
    expect(grantText(t, 'invoices', 'rc')).toBe('Facturas: Leer, Crear');
    expect(grantText(t, 'apiKeys', '')).toBe('Claves de API: nada');
    expect(grantText(t, null, 'rwc')).toBe('Solo un nombre, sin derechos');
  });
  it('role chips: built-in roles translated by key (until renamed) with their tint; added roles as named, neutral', () => {
    expect(roleLabel(t, 'admin', 'administrator')).toBe('Administrador');
    expect(roleLabel(t, 'client')).toBe('Cliente');
    expect(roleLabel(t, 'manager', 'Jefatura')).toBe('Jefatura');
    expect(roleLabel(t, 'contables', 'Contables')).toBe('Contables');
    expect([roleTint('support'), roleTint('contables')]).toEqual(['tb-role-support', 'tb-role-custom']);
  });
  it('a guard rail refusal gets its rule in Spanish; any other failure is left as it was', () => {
    const refused = { status: 403, data: { message: 'Nobody can give their own role more rights.', code: 'raise_own_role' } };
    expect(withRefusalText(t, refused)).toEqual({ status: 403, data: { message: 'Nadie puede dar más derechos a su propio rol.', code: 'raise_own_role' } });
    const other = { status: 404, data: { message: 'Permission 9 not found' } };
    expect(withRefusalText(t, other)).toBe(other);
  });
});
