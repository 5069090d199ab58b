import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/web/i18n/i18n';
import type { Cart } from '../contract';
import { money } from './format';

/** The cart's price box: the kept draw (delivery day, offers, discount) and the totals the server computed. */
export function PriceDetails({ cart, children }: { cart: Cart; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <div className="card-body">
        <h2 className="h6">{t('ecommerce.checkout.priceDetails')}</h2>
        <dl className="tb-price-details mb-3">
          <dt>{t('ecommerce.checkout.shippingDate')}</dt>
          <dd>{formatDay(cart.shippingDate)}</dd>
          <dt>{t('ecommerce.checkout.offers')}</dt>
          <dd>{t('ecommerce.checkout.offersValue', { n: cart.offers })}</dd>
          <dt>{t('ecommerce.checkout.subtotal')}</dt>
          <dd>{money(cart.subtotal)}</dd>
          <dt>{t('ecommerce.checkout.discount', { percent: cart.discountPercentage })}</dt>
          <dd className="text-success-emphasis">−{money(cart.discount)}</dd>
          <dt>{t('ecommerce.checkout.delivery')}</dt>
          <dd>{cart.delivery === 0 ? t('ecommerce.checkout.free') : money(cart.delivery)}</dd>
          <dt className="fw-semibold border-top pt-2">{t('ecommerce.checkout.total')}</dt>
          <dd className="fw-semibold border-top pt-2" data-testid="cart-total">
            {money(cart.total)}
          </dd>
        </dl>
        {children}
      </div>
    </div>
  );
}
