import { lazyPanel } from '@/web/components/form/lazy-panel';
import type { PermissionFormProps } from './permission-form';

/** The permission form, loaded (with the schema it validates with) the first time it opens. */
export const PermissionDialog = lazyPanel<PermissionFormProps>(
  () => import('./permission-form').then((m) => m.PermissionForm),
  ({ permission }) => permission !== undefined,
);
