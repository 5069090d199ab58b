import type { Generated, Selectable } from 'kysely';
import type { Flag } from '@/platform/db/database';

/** The shop's catalogue, shared by everyone. Money is in cents. */
export interface ProductTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  brand: string;
  category: string;
  price_cents: number;
  /** A path under the app's own images (drawn here), never a link elsewhere. */
  image: string;
  has_free_shipping: Flag;
  /** 1 to 5. */
  rating: number;
  /** The colours it comes in, as Bootstrap colour names, JSON (`["primary","success"]`). */
  color_options: string;
  /** "Featured" lists the newest first. */
  created_at: string;
}

export interface WishlistItemTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  created_at: string;
}

export interface CartItemTable {
  id: Generated<number>;
  account_id: number;
  product_id: number;
  qty: number;
  created_at: string;
}

/** What the checkout offers one account's cart, drawn once when the cart starts and kept until the order is placed. */
export interface CartDrawTable {
  account_id: number;
  /** ISO day. */
  shipping_date: string;
  offers: number;
  discount_percentage: number;
}

export interface AddressTable {
  id: Generated<number>;
  account_id: number;
  full_name: string;
  mobile: string;
  street: string;
  landmark: string;
  city: string;
  postal_code: string;
  state: string;
  /** 'home' | 'office' */
  address_type: string;
  created_at: string;
}

/** An order keeps a copy of its address and prices as they were when it was placed. */
export interface OrderTable {
  id: Generated<number>;
  account_id: number | null;
  /** ISO instant. */
  placed_at: string;
  /** 'placed' | 'shipped' | 'delivered' | 'cancelled' */
  status: string;
  items_count: number;
  subtotal_cents: number;
  discount_cents: number;
  delivery_cents: number;
  total_cents: number;
  /** ISO day. */
  shipping_date: string;
  full_name: string;
  mobile: string;
  street: string;
  city: string;
  postal_code: string;
  state: string;
  /** The last four digits of the card; nothing else of it is kept. */
  card_last4: string;
}

/**
 * The orders of one day (UTC) in one status, summed: what the dashboards read, kept by triggers on `orders` (see
 * migrations), so a year of revenue reads a few hundred rows instead of every order.
 */
export interface OrderDayTable {
  /** ISO day. */
  day: string;
  status: string;
  orders: number;
  total_cents: number;
  delivery_cents: number;
  items: number;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  category: string;
  price_cents: number;
  qty: number;
  total_cents: number;
}

declare module '@/platform/db/database' {
  interface Database {
    products: ProductTable;
    wishlist_items: WishlistItemTable;
    cart_items: CartItemTable;
    cart_draws: CartDrawTable;
    addresses: AddressTable;
    orders: OrderTable;
    order_days: OrderDayTable;
    order_lines: OrderLineTable;
  }
}

export type ProductRow = Selectable<ProductTable>;
export type OrderRow = Selectable<OrderTable>;
