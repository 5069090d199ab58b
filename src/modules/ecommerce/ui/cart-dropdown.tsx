import { useState } from 'react';
import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { ShoppingCart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { useAbility } from '@/web/session/ability';
import { useSessionUser } from '@/web/session/session';
import type { AppAbility } from '@/platform/auth/abilities';
import { ecommerceRoutes } from '../routes';
import { useCartQuery, useRemoveFromCartMutation } from './ecommerce-api';
import { money } from './format';
import { productLink, shopPaths } from './links';
import './cart-dropdown.scss';

const { action, subject } = ecommerceRoutes.cart.access;

/** The navbar's cart: the number of lines on the icon; opened, the lines, the subtotal and the way to the checkout. */
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
  const [remove] = useRemoveFromCartMutation();
  const count = cart.data?.count ?? 0;
  const label = t('ecommerce.cart.label', { n: count });
  const dir = typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

  const removeLine = async (id: number, name: string) => {
    try {
      await remove(id).unwrap();
      notify.success(t('ecommerce.removedFromCart', { name }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };

  return (
    <ThemeProvider dir={dir}>
      <Dropdown align="end" autoClose="outside" show={show} onToggle={setShow} className="tb-cart">
        <Dropdown.Toggle variant="link" className="tb-cart-toggle nav-link" aria-label={label} title={label}>
          <ShoppingCart size={20} aria-hidden="true" />
          {count > 0 && (
            <span className="tb-cart-badge badge rounded-pill bg-primary" data-testid="cart-count" aria-hidden="true">
              {count}
            </span>
          )}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tb-cart-menu p-0">
          <div className="tb-cart-header d-flex justify-content-between align-items-center px-3 py-2 border-bottom">
            <h2 className="h6 mb-0">{t('ecommerce.cart.title')}</h2>
            <span className="badge text-bg-primary">{t('ecommerce.cart.items', { n: count })}</span>
          </div>
          {cart.isLoading ? (
            <ListSkeleton rows={3} />
          ) : cart.error ? (
            <LoadError message={errorOf(cart.error).message} onRetry={() => void cart.refetch()} />
          ) : count === 0 ? (
            <p className="text-body-secondary text-center p-3 mb-0">{t('ecommerce.cart.empty')}</p>
          ) : (
            <>
              <ul className="list-unstyled mb-0 tb-cart-lines">
                {cart.data?.products.map((p) => (
                  <li key={p.id} className="d-flex align-items-center gap-2 px-3 py-2 border-bottom">
                    <img src={p.image} alt="" width={40} height={40} className="rounded" />
                    <span className="flex-grow-1 tb-min-0">
                      <Link to={productLink(p.slug)} className="d-block small fw-semibold text-truncate link-body-emphasis text-decoration-none" dir="auto" onClick={() => setShow(false)}>
                        {p.name}
                      </Link>
                      <span className="small text-body-secondary">
                        {t('ecommerce.cart.qty', { n: p.qty })} · {money(p.price * p.qty)}
                      </span>
                    </span>
                    <button type="button" className="btn btn-sm btn-link text-body-secondary p-1" aria-label={`${t('ecommerce.remove')}: ${p.name}`} onClick={() => void removeLine(p.id, p.name)}>
                      <X size={16} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
              <div className="px-3 py-2 d-flex justify-content-between">
                <span>{t('ecommerce.checkout.subtotal')}</span>
                <strong>{money(cart.data?.subtotal ?? 0)}</strong>
              </div>
            </>
          )}
          <div className="p-3 pt-0">
            <Link to={shopPaths.checkout} className="btn btn-primary w-100" onClick={() => setShow(false)}>
              {t('ecommerce.cart.checkout')}
            </Link>
          </div>
        </Dropdown.Menu>
      </Dropdown>
    </ThemeProvider>
  );
}
