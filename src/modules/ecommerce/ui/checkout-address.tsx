import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { ListStates } from '@/web/components/states';
import type { Cart } from '../contract';
import { AddAddressSidebar } from './add-address-sidebar';
import { useAddressesQuery } from './ecommerce-api';
import { PriceDetails } from './price-details';

/** Step 2: the saved addresses as cards to choose from, and a form to add one. */
export function CheckoutAddress({ cart, selected, onSelect, onNext }: { cart: Cart; selected?: number; onSelect: (id: number) => void; onNext: () => void }) {
  const { t } = useTranslation();
  const result = useAddressesQuery();
  const [adding, setAdding] = useState(false);
  const addresses = result.data?.addresses ?? [];
  const chosen = addresses.some((a) => a.id === selected) ? selected : undefined;
  const addButton = (
    <button type="button" className="btn btn-outline-primary d-inline-flex align-items-center gap-2" onClick={() => setAdding(true)}>
      <Plus size={16} aria-hidden="true" />
      {t('ecommerce.address.add')}
    </button>
  );
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <div className="card">
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
              <h2 className="h6 mb-0" id="address-choice">
                {t('ecommerce.address.choose')}
              </h2>
              {addresses.length > 0 && addButton}
            </div>
            <ListStates result={result} isEmpty={addresses.length === 0} empty={{ message: t('ecommerce.address.empty'), action: addButton }}>
              <div className="row g-3" role="radiogroup" aria-labelledby="address-choice">
                {addresses.map((a) => (
                  <div key={a.id} className="col-md-6">
                    <label className={`card h-100 tb-address-card ${chosen === a.id ? 'border-primary' : ''}`}>
                      <span className="card-body d-flex gap-2">
                        <input type="radio" className="form-check-input flex-shrink-0" name="address" checked={chosen === a.id} onChange={() => onSelect(a.id)} />
                        <span>
                          <span className="d-flex align-items-center gap-2 mb-1">
                            <strong dir="auto">{a.fullName}</strong>
                            <span className="badge text-bg-secondary">{t(`ecommerce.address.types.${a.addressType}`)}</span>
                          </span>
                          <span className="d-block small" dir="auto">
                            {a.street}
                            {a.landmark && `, ${a.landmark}`}
                          </span>
                          <span className="d-block small" dir="auto">
                            {a.postalCode} {a.city}, {a.state}
                          </span>
                          <span className="d-block small text-body-secondary" dir="ltr">
                            {a.mobile}
                          </span>
                        </span>
                      </span>
                    </label>
                  </div>
                ))}
              </div>
            </ListStates>
          </div>
        </div>
      </div>
      <div className="col-lg-4">
        <PriceDetails cart={cart}>
          <button type="button" className="btn btn-primary w-100" disabled={chosen === undefined} onClick={onNext}>
            {t('ecommerce.address.deliverHere')}
          </button>
        </PriceDetails>
      </div>
      <AddAddressSidebar show={adding} onClose={() => setAdding(false)} onAdded={(a) => onSelect(a.id)} />
    </div>
  );
}
