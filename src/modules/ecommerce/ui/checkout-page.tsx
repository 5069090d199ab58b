import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, CreditCard, MapPin, ShoppingCart } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { formatDay } from '@/web/i18n/i18n';
import type { Order } from '../contract';
import { CheckoutCart } from './checkout-cart';
import { useCartQuery } from './ecommerce-api';
import { money } from './format';
import { shopPaths } from './links';
import './ecommerce.scss';

// The address and payment steps (and the form library they use) load when the wizard reaches them.
const CheckoutAddress = lazy(() => import('./checkout-address').then((m) => ({ default: m.CheckoutAddress })));
const CheckoutPayment = lazy(() => import('./checkout-payment').then((m) => ({ default: m.CheckoutPayment })));

const STEPS = [
  { key: 'cart', icon: ShoppingCart },
  { key: 'address', icon: MapPin },
  { key: 'payment', icon: CreditCard },
] as const;

function Confirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="card text-center">
      <div className="card-body py-5 d-flex flex-column align-items-center gap-3">
        <CheckCircle2 size={48} className="text-success" aria-hidden="true" />
        <h2 className="h4 mb-0">{t('ecommerce.confirmation.title')}</h2>
        <p className="mb-0" data-testid="order-number">
          {t('ecommerce.confirmation.number', { id: order.id })}
        </p>
        <p className="mb-0 text-body-secondary">{t('ecommerce.confirmation.delivery', { date: formatDay(order.shippingDate) })}</p>
        <dl className="tb-price-details text-start mb-0">
          <dt>{t('ecommerce.checkout.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
          <dt>{t('ecommerce.checkout.discountPlain')}</dt>
          <dd>−{money(order.discount)}</dd>
          <dt>{t('ecommerce.checkout.delivery')}</dt>
          <dd>{order.delivery === 0 ? t('ecommerce.checkout.free') : money(order.delivery)}</dd>
          <dt className="fw-semibold">{t('ecommerce.checkout.total')}</dt>
          <dd className="fw-semibold">{money(order.total)}</dd>
        </dl>
        <Link to={shopPaths.shop} className="btn btn-primary">
          {t('ecommerce.goShopping')}
        </Link>
      </div>
    </div>
  );
}

/** The checkout wizard: cart, address, payment, then the confirmation with the order number. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const result = useCartQuery();
  const [step, setStep] = useState(0);
  const [addressId, setAddressId] = useState<number>();
  const [placed, setPlaced] = useState<Order>();
  useEffect(() => {
    document.title = `${t('ecommerce.checkout.title')} · Tablero`;
  }, [t]);
  const cart = result.data;

  let body;
  if (placed) body = <Confirmation order={placed} />;
  else if (result.isLoading) body = <div className="card">{<ListSkeleton rows={5} />}</div>;
  else if (result.error || !cart) body = <div className="card">{<LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />}</div>;
  else if (cart.count === 0)
    body = (
      <div className="card">
        <EmptyState
          message={t('ecommerce.checkout.empty')}
          action={
            <Link to={shopPaths.shop} className="btn btn-primary">
              {t('ecommerce.goShopping')}
            </Link>
          }
        />
      </div>
    );
  else if (step === 0) body = <CheckoutCart cart={cart} onNext={() => setStep(1)} />;
  else if (step === 1 || addressId === undefined) body = <CheckoutAddress cart={cart} selected={addressId} onSelect={setAddressId} onNext={() => setStep(2)} />;
  else
    body = (
      <CheckoutPayment
        cart={cart}
        addressId={addressId}
        onPlaced={(order) => {
          setPlaced(order);
          notify.success(t('ecommerce.confirmation.toast', { id: order.id }));
        }}
      />
    );

  const current = placed ? STEPS.length : step;
  return (
    <>
      <h1 className="h4 mb-3">{t('ecommerce.checkout.title')}</h1>
      <nav aria-label={t('ecommerce.checkout.steps')} className="card mb-4">
        <ol className="tb-stepper card-body mb-0">
          {STEPS.map(({ key, icon: Icon }, i) => {
            const reachable = !placed && i < current && cart && cart.count > 0;
            const content = (
              <>
                <span className="tb-step-icon" aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span>{t(`ecommerce.checkout.step.${key}`)}</span>
              </>
            );
            return (
              <li key={key} className={`tb-step ${i === current ? 'active' : ''} ${i < current ? 'done' : ''}`} aria-current={i === current ? 'step' : undefined}>
                {reachable ? (
                  <button type="button" className="btn btn-link p-0 d-inline-flex align-items-center gap-2 text-reset text-decoration-none" onClick={() => setStep(i)}>
                    {content}
                  </button>
                ) : (
                  <span className="d-inline-flex align-items-center gap-2">{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <Suspense fallback={<div className="card">{<ListSkeleton rows={5} />}</div>}>{body}</Suspense>
    </>
  );
}
