import { defineModule } from '@/platform/module';
import { ecommerceMigrations } from './migrations';
import './tables';

export const ecommerceModule = defineModule({
  name: 'ecommerce',
  contract: {},
  migrations: ecommerceMigrations,
  handlers: {},
});
