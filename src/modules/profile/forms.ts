import { profileContract } from './contract';

/** The comment box validates with the endpoint's own schema (loaded with the first check, not the page). */
export const commentForm = profileContract.comment.body.pick({ comment: true });
