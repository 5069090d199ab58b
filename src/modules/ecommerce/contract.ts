import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { pagingQuery, searchTerm } from '@/platform/contract/lists';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { singleLine } from '@/platform/contract/text';
import { cardDigits, expiryInFuture, passesLuhn } from './card';
import { ADDRESS_TYPES, MAX_QTY, ORDER_STATUSES, PRODUCT_SORTS, PRODUCTS_PER_PAGE, ecommerceRoutes } from './routes';

export const product = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  /** In the currency's units (cents in the database). */
  price: z.number(),
  image: z.string(),
  hasFreeShipping: z.boolean(),
  rating: z.number(),
  colorOptions: z.array(z.string()),
  isInWishlist: z.boolean(),
  isInCart: z.boolean(),
});
export type Product = z.infer<typeof product>;

const wishlistEntry = z.object({ id: z.number(), productId: z.number() });
const cartEntry = z.object({ id: z.number(), productId: z.number(), qty: z.number() });
const facet = z.object({ name: z.string(), count: z.number() });

/** An optional number from the query string; empty means none. */
const optionalAmount = z.coerce.number().finite().min(0).max(1_000_000).optional();
const optionalText = singleLine().max(80).optional();

export const productListQuery = z.object({
  q: searchTerm,
  sortBy: z.enum(PRODUCT_SORTS).default('featured'),
  minPrice: optionalAmount,
  maxPrice: optionalAmount,
  category: optionalText,
  brand: optionalText,
  /** The least rating shown (4 = four stars and up). */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  ...pagingQuery(PRODUCTS_PER_PAGE),
});
export type ProductListQuery = z.input<typeof productListQuery>;

const productIdParams = z.object({ productId: recordIdParam() });
const productIdBody = z.object({ productId: recordId() });

export const cartLine = product.extend({ qty: z.number() });
export type CartLine = z.infer<typeof cartLine>;

/** The cart with what the checkout shows of it; every amount computed on the server from the catalogue's prices. */
export const cartResponse = z.object({
  products: z.array(cartLine),
  /** Lines in the cart (the navbar's badge, the login's eCommerceCartItemsCount). */
  count: z.number(),
  /** ISO day; the draw is kept until the order is placed. */
  shippingDate: z.string(),
  offers: z.number(),
  discountPercentage: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
});
export type Cart = z.infer<typeof cartResponse>;

const phone = z
  .string()
  .trim()
  .refine((v) => /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), { message: 'Enter a phone number', params: { code: 'phone' } })
  .meta({ examples: ['+34 612 345 678'] });

export const addressInput = z.object({
  fullName: singleLine().min(1, 'Enter the name').max(80),
  mobile: phone,
  street: singleLine().min(1, 'Enter the street and number').max(160),
  landmark: singleLine().max(120).default(''),
  city: singleLine().min(1, 'Enter the city').max(80),
  postalCode: z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v), { message: 'Enter a postal code', params: { code: 'postal_code' } })
    .meta({ examples: ['28013'] }),
  state: singleLine().min(1, 'Enter the state or province').max(80),
  addressType: z.enum(ADDRESS_TYPES).default('home'),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.number(),
  fullName: z.string(),
  mobile: z.string(),
  street: z.string(),
  landmark: z.string(),
  city: z.string(),
  postalCode: z.string(),
  state: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
});
export type Address = z.infer<typeof address>;

/** The card as typed at checkout; only its last four digits are ever kept. */
export const cardInput = z.object({
  number: z
    .string()
    .trim()
    .refine((v) => passesLuhn(cardDigits(v)), { message: 'Enter a valid card number', params: { code: 'card_number' } })
    .meta({ examples: ['4242 4242 4242 4242'] }),
  name: singleLine().min(1, 'Enter the name on the card').max(80),
  expiry: z
    .string()
    .trim()
    .refine((v) => expiryInFuture(v, new Date()), { message: 'Enter a future expiry date as MM/YY', params: { code: 'card_expiry' } })
    .meta({ examples: ['12/39'] }),
  cvv: z
    .string()
    .trim()
    .refine((v) => /^\d{3,4}$/.test(v), { message: 'Three or four digits', params: { code: 'card_cvv' } })
    .meta({ examples: ['123'] }),
});
export type CardInput = z.input<typeof cardInput>;

export const orderInput = z.object({ addressId: recordId(), card: cardInput });
export type OrderInput = z.input<typeof orderInput>;

const orderLine = z.object({ productId: z.number().nullable(), name: z.string(), category: z.string(), price: z.number(), qty: z.number(), total: z.number() });

export const order = z.object({
  id: z.number(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  itemsCount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  delivery: z.number(),
  total: z.number(),
  shippingDate: z.string(),
  address: z.object({ fullName: z.string(), mobile: z.string(), street: z.string(), city: z.string(), postalCode: z.string(), state: z.string() }),
  cardLast4: z.string(),
  lines: z.array(orderLine),
});
export type Order = z.infer<typeof order>;

const detailResponse = z.object({ product, related: z.array(product) });

export * from './routes';
export const ecommerceContract = defineContract(ecommerceRoutes, {
  products: {
    query: productListQuery,
    response: z.object({
      products: z.array(product),
      total: z.number(),
      userWishlist: z.array(wishlistEntry),
      userCart: z.array(cartEntry),
      facets: z.object({ categories: z.array(facet), brands: z.array(facet), minPrice: z.number(), maxPrice: z.number() }),
    }),
    summary: 'The catalogue searched by name, filtered by price, category, brand and least rating, sorted (featured = newest first) and paged in SQL, with the sidebar facets',
  },
  product: { params: z.object({ id: recordIdParam() }), response: detailResponse },
  productBySlug: { params: z.object({ slug: z.string().trim().min(1).max(120) }), response: detailResponse },
  wishlist: { response: z.object({ products: z.array(product) }) },
  addToWishlist: { body: productIdBody, response: wishlistEntry, status: 201 },
  removeFromWishlist: { params: productIdParams, response: z.object({ productId: z.number() }) },
  cart: { response: cartResponse },
  addToCart: { body: productIdBody, response: cartEntry.extend({ count: z.number() }), status: 201, summary: 'A new line holds one; a product already in the cart keeps its line' },
  setCartQty: { params: productIdParams, body: z.object({ qty: z.number().int().min(1).max(MAX_QTY) }), response: cartResponse },
  removeFromCart: { params: productIdParams, response: z.object({ productId: z.number(), count: z.number() }) },
  addresses: { response: z.object({ addresses: z.array(address) }) },
  addAddress: { body: z.object({ address: addressInput }), response: z.object({ address }), status: 201 },
  placeOrder: {
    body: orderInput,
    response: z.object({ order }),
    status: 201,
    summary: 'Prices the cart from the catalogue, records the order and its lines, empties the cart and clears its draw, in one transaction',
  },
  orders: { query: z.object({ ...pagingQuery(10) }), response: z.object({ orders: z.array(order.omit({ lines: true })), total: z.number() }) },
  order: { params: z.object({ id: recordIdParam() }), response: z.object({ order }) },
});
