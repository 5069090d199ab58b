import { apiKeysContract } from './contract';

/** The create dialog validates with the endpoint's own schema; only that lazily loaded dialog imports this file. */
export const apiKeyForm = apiKeysContract.create.body;
