import { blogContract } from './contract';

/** The forms validate with their endpoints' own schemas; loaded with a form's first check, not with the page. */
export const commentForm = blogContract.addComment.body;
export const editForm = blogContract.save.body;
