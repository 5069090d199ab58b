import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { useCartQuery, useRemoveFromCartMutation } from './ecommerce-api';
import { money } from './format';
import { productLink, shopPaths } from './links';
import { publicFile } from '@/web/public-file';

/** The opened navbar cart: each line with its quantity and a remove button, the subtotal and the checkout button. */
export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const cart = useCartQuery();
  const [remove] = useRemoveFromCartMutation();
  const count = cart.data?.count ?? 0;
  const removeLine = async (id: number, name: string) => {
    try {
      await remove(id).unwrap();
      notify.success(t('ecommerce.removedFromCart', { name }));
    } catch (e) {
      notify.error(errorOf(e).message);
    }
  };
  return (
    <>
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
                  <img src={publicFile(p.image)} alt="" width={40} height={40} className="rounded" />
                  <span className="flex-grow-1 tb-min-0">
                    <Link to={productLink(p.slug)} className="d-block small fw-semibold text-truncate link-body-emphasis text-decoration-none" dir="auto" onClick={onNavigate}>
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
          <Link to={shopPaths.checkout} className="btn btn-primary w-100" onClick={onNavigate}>
            {t('ecommerce.cart.checkout')}
          </Link>
        </div>
    </>
  );
}
