import { apiKeysContract } from './contract';

/** The create form validates with the endpoint's own schema; only the form's resolver loads this file. */
export const apiKeyForm = apiKeysContract.create.body;
