import { z } from 'zod';

/** The largest id a record can have: PostgreSQL's integer columns hold no more. */
export const ID_MAX = 2_147_483_647;

const tooLarge = { message: 'No record has so large an id' };

/** A record's id in a body: a positive integer the database's id columns can hold. */
export const recordId = () => z.number().int().positive().max(ID_MAX, tooLarge);

/** The same, read from a query string or a path. */
export const recordIdParam = () => z.coerce.number().int().positive().max(ID_MAX, tooLarge);
