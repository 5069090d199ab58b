import { defineModule } from '@/platform/module';
import { ecommerceContract } from './contract';
import { ecommerceMigrations, fillOrderDays } from './migrations';
import { seedShop, seedShopper } from './seed';
import * as shop from './service';
import * as orders from './service-orders';
import './tables';

export const ecommerceModule = defineModule({
  name: 'ecommerce',
  contract: ecommerceContract,
  migrations: ecommerceMigrations,
  seedShared: seedShop,
  seedAccount: seedShopper,
  refill: fillOrderDays,
  handlers: {
    products: (ctx, { query }) => shop.listProducts(ctx, query),
    product: (ctx, { params }) => shop.getProduct(ctx, params.id),
    productBySlug: (ctx, { params }) => shop.getProductBySlug(ctx, params.slug),
    wishlist: (ctx) => shop.listWishlist(ctx),
    addToWishlist: (ctx, { body }) => shop.addToWishlist(ctx, body.productId),
    removeFromWishlist: (ctx, { params }) => shop.removeFromWishlist(ctx, params.productId),
    cart: (ctx) => shop.getCart(ctx),
    addToCart: (ctx, { body }) => shop.addToCart(ctx, body.productId),
    setCartQty: (ctx, { params, body }) => shop.setCartQty(ctx, params.productId, body.qty),
    removeFromCart: (ctx, { params }) => shop.removeFromCart(ctx, params.productId),
    addresses: (ctx) => orders.listAddresses(ctx),
    addAddress: (ctx, { body }) => orders.addAddress(ctx, body.address),
    placeOrder: (ctx, { body }) => orders.placeOrder(ctx, body),
    orders: (ctx, { query }) => orders.listOrders(ctx, query),
    order: (ctx, { params }) => orders.getOrder(ctx, params.id),
  },
});
