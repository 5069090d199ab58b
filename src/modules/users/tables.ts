// People are accounts (src/platform/auth/tables.ts); roles, permissions and the audit trail are the
// platform's access model (src/platform/access/tables.ts). This module is the directory over them.
export type { Account as UserRow } from '@/platform/auth/tables';
