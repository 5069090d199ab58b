import { ecommerceContract } from './contract';

/** The schemas the checkout forms validate with, the endpoints' own; only lazily loaded code imports this file. */
export const addressForm = ecommerceContract.addAddress.body.shape.address;
export const cardForm = ecommerceContract.placeOrder.body.shape.card;
