import { rolesContract } from './roles-contract';

/**
 * The schemas the users module's forms validate with: the endpoints' own, narrowed where a form differs.
 * Only lazily loaded form panels import this file, so zod loads when a form opens.
 */
export const roleNameSchema = rolesContract.addRole.body.shape.role.shape.name;
