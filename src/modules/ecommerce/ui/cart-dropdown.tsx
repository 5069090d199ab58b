import { lazy, Suspense, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OpenedOnce } from '@/web/components/opened-once';
import { ListSkeleton } from '@/web/components/states';
import { useAbility } from '@/web/session/ability';
import { useSessionUser } from '@/web/session/session';
import type { AppAbility } from '@/platform/auth/abilities';
import { CART_ROUTE } from '../cart-route';
import { useCartQuery } from './cart-api';
import './cart-dropdown.scss';

// The lines and their actions load the first time the cart opens; the icon itself only shows the count.
const CartPanel = lazy(() => import('./cart-panel'));

const { action, subject } = CART_ROUTE.access;

/** The navbar's cart: the number of lines on the icon; opened, the lines, the subtotal and the way to the checkout (cart-panel.tsx). */
export default function CartDropdown() {
  const user = useSessionUser();
  const ability = useAbility<AppAbility>();
  if (!user || !ability.can(action, subject)) return null;
  return <CartMenu />;
}

function CartMenu() {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const cart = useCartQuery();
  const count = cart.data?.count ?? 0;
  const label = t('ecommerce.cart.label', { n: count });
  const dir = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

  return (
    <ThemeProvider dir={dir}>
      <Dropdown align="end" autoClose="outside" show={show} onToggle={setShow} className="tb-cart">
        <Dropdown.Toggle variant="link" className="tb-navbar-widget-toggle nav-link" aria-label={label} title={label}>
          <ShoppingCart size={20} aria-hidden="true" />
          {count > 0 && (
            <span className="tb-navbar-widget-badge badge rounded-pill bg-primary" data-testid="cart-count" aria-hidden="true">
              {count}
            </span>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tb-navbar-widget-menu p-0">
          <div className="tb-cart-header d-flex justify-content-between align-items-center px-3 py-2 border-bottom">
            <h2 className="h6 mb-0">{t('ecommerce.cart.title')}</h2>
            <span className="badge text-bg-primary">{t('ecommerce.cart.items', { n: count })}</span>
          </div>
          <OpenedOnce show={show}>
            <Suspense fallback={<ListSkeleton rows={3} />}>
              <CartPanel onNavigate={() => setShow(false)} />
            </Suspense>
          </OpenedOnce>
        </Dropdown.Menu>
      </Dropdown>
    </ThemeProvider>
  );
}
