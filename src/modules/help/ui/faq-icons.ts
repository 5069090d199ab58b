import { CreditCard, Package, RotateCcw, Settings2, Truck, type LucideIcon } from 'lucide-react';
import type { FaqCategory } from '../routes';

/** Each FAQ category's icon. */
export const FAQ_ICONS: Record<FaqCategory, LucideIcon> = {
  payment: CreditCard,
  delivery: Truck,
  cancellationReturn: RotateCcw,
  myOrders: Package,
  productServices: Settings2,
};
