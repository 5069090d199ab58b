import { rolesContract } from './roles-contract';
import { usersContract } from './contract';

/**
 * The schemas the users module's forms validate with: the endpoints' own, narrowed where a form differs.
 * Only lazily loaded form panels import this file, so zod loads when a form opens.
 */
export const roleForm = rolesContract.addRole.body.shape.role;

export const newUserForm = usersContract.add.body.shape.user;

/** The edit modal sends every field but the plan (the plan modal changes that). */
export const editUserForm = usersContract.update.body.shape.fields.required().omit({ currentPlan: true });

export const planForm = usersContract.update.body.shape.fields.required().pick({ currentPlan: true });
