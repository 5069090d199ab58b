import { permissionsContract } from './contract';

/**
 * The schemas the permissions forms validate with: the endpoints' own. Only lazily loaded form panels
 * import this file, so zod loads when a form opens.
 */
export const permissionNameForm = permissionsContract.add.body;
