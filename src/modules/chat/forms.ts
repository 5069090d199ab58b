import { chatContract } from './contract';

/**
 * The schema the profile form validates with: the endpoint's own, every part sent. Only the lazily loaded
 * form imports this file, so zod loads when it opens.
 */
export const profileForm = chatContract.updateProfileUser.body.required();
