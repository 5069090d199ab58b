/**
 * A step between the navbar and the dialog: the navbar's chunk (on every signed-in page) then names only this file, not
 * the dialog's many chunks, which the bundler lists beside an import so as to fetch them early.
 */
export const loadDialog = () => import('./search-dialog');
