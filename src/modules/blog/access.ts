import { accessTo } from '@/platform/contract/define-routes';

/** Reading and commenting need only a sign-in; changing a post needs the 'blog' area of the roles matrix. */
export const blogAccess = accessTo('Blog');
