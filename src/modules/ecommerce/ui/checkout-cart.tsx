import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { notify } from '@/web/feedback/notify';
import type { Cart } from '../contract';
import { MAX_QTY } from '../routes';
import { useRemoveFromCartMutation, useSetCartQtyMutation } from './ecommerce-api';
import { money } from './format';
import { productLink } from './links';
import { PriceDetails } from './price-details';
import { Rating } from './rating';
import { publicFile } from '@/web/public-file';

/** Step 1: the cart's lines, each with its quantity and a remove button, beside the price box. */
export function CheckoutCart({ cart, onNext }: { cart: Cart; onNext: () => void }) {
  const { t } = useTranslation();
  const [setQty, qtyState] = useSetCartQtyMutation();
  const [remove] = useRemoveFromCartMutation();
  const changeQty = async (productId: number, qty: number) => {
    try {
      await setQty({ productId, qty }).unwrap();
      notify.success(t('ecommerce.checkout.qtyChanged'));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };
  return (
    <div className="row g-4">
      <div className="col-lg-8 d-flex flex-column gap-3">
        {cart.products.map((p) => (
          <div key={p.id} className="card" data-testid="cart-line">
            <div className="card-body d-flex flex-wrap gap-3 align-items-center">
              <img src={publicFile(p.image)} alt="" width={96} height={96} className="rounded" />
              <div className="flex-grow-1 tb-min-0">
                <h2 className="h6 mb-1">
                  <Link to={productLink(p.slug)} className="link-body-emphasis text-decoration-none" dir="auto">
                    {p.name}
                  </Link>
                </h2>
                <Rating value={p.rating} size={14} />
                <div className="small text-body-secondary">
                  <bdi>{p.brand}</bdi>
                </div>
              </div>
              <div className="d-flex align-items-center gap-2">
                <label className="small" htmlFor={`qty-${p.id}`}>
                  {t('ecommerce.checkout.qty')}
                </label>
                <select id={`qty-${p.id}`} className="form-select form-select-sm w-auto" value={p.qty} disabled={qtyState.isLoading} onChange={(e) => void changeQty(p.id, Number(e.target.value))}>
                  {Array.from({ length: MAX_QTY }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <div className="text-end">
                <div className="fw-semibold">{money(p.price * p.qty)}</div>
                <button
                  type="button"
                  className="btn btn-sm btn-link text-danger-emphasis px-0 d-inline-flex align-items-center gap-1"
                  aria-label={`${t('ecommerce.remove')}: ${p.name}`}
                  onClick={() =>
                    void confirmDelete({
                      title: t('ecommerce.checkout.removeTitle'),
                      text: t('ecommerce.checkout.removeText', { name: p.name }),
                      confirmText: t('ecommerce.remove'),
                      run: () => remove(p.id).unwrap(),
                      done: t('ecommerce.removedFromCart', { name: p.name }),
                    })
                  }
                >
                  <Trash2 size={14} aria-hidden="true" />
                  {t('ecommerce.remove')}
                </button>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="col-lg-4">
        <PriceDetails cart={cart}>
          <button type="button" className="btn btn-primary w-100" onClick={onNext}>
            {t('ecommerce.checkout.placeOrder')}
          </button>
        </PriceDetails>
      </div>
    </div>
  );
}
