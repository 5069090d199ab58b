import { accessTo } from '@/platform/contract/define-routes';

/** The shop is its own area of the roles matrix (the 'Ecommerce' area): admins have it, the client demo role does not. */
export const ecommerceAccess = accessTo('Ecommerce');
