import { invoicesContract } from './contract';

/**
 * The schemas the invoice forms validate with: the endpoints' own, narrowed where a form differs. Only
 * lazily loaded forms import this file, so zod loads when a form opens.
 */
export const newClientForm = invoicesContract.addClient.body.shape.client;

export const sendForm = invoicesContract.send.body.omit({ id: true });

const paymentBody = invoicesContract.addPayment.body;
/** A payment may not exceed what is still owed (the server says so too, as `overpaid`). */
export const paymentForm = (balance: number) => paymentBody.omit({ id: true }).extend({ amount: paymentBody.shape.amount.max(balance) });

/** The add and edit page validate with the invoice the add endpoint takes. */
export const invoiceForm = invoicesContract.add.body.shape.invoice;
