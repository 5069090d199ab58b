// Permissions and their role assignments are part of the platform's access model.
export type { PermissionRow } from '@/platform/access/tables';
