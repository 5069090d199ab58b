import type { TFunction } from 'i18next';
import { BUILT_IN_ROLES } from '../roles-routes';

/** The five built-in access roles are translated; a role someone added shows its own name. */
export const roleLabel = (t: TFunction, name: string) => ((BUILT_IN_ROLES as readonly string[]).includes(name) ? t(`roles.names.${name}`) : name);
