// Role names come from the kit, so every screen calls a role the same.
export { isBuiltInRole, roleName as roleLabel } from '@/web/i18n/role-name';
