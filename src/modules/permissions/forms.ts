import { z } from 'zod';
import { permissionsContract } from './contract';

/**
 * The schemas the permissions forms validate with: the endpoints' own. Only lazily loaded form panels
 * import this file, so zod loads when a form opens.
 */
const LEVEL_LETTERS = ['r', 'w', 'c'] as const;

/**
 * The permission dialog: update-permission's body without the id; its levels are three checkboxes,
 * sent as the letters in their order ('rc').
 */
export const permissionForm = permissionsContract.rename.body.omit({ id: true, levels: true }).extend({
  levels: z.array(z.enum(LEVEL_LETTERS)).transform((chosen) => LEVEL_LETTERS.filter((l) => chosen.includes(l)).join('')),
});
