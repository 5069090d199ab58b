import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, MapPin, Plus, Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { ListStates } from '@/web/components/states';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { Address, Card } from '../billing-contract';
import { useAddressesQuery, useCardsQuery, useRemoveAddressMutation, useRemoveCardMutation } from './account-settings-api';
import { AddressModal, CardModal } from './modals';
import { SettingsSection } from './settings-states';

const BRAND_NAMES: Record<Card['brand'], string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', other: '' };

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-primary btn-sm" onClick={onClick}>
      <Plus size={16} className="me-1" aria-hidden="true" />
      {label}
    </button>
  );
}

/** The account's payment cards: the primary first, each removable after a confirmation; a modal adds one. */
export function CardsSection() {
  const { t } = useTranslation();
  const result = useCardsQuery();
  const [remove] = useRemoveCardMutation();
  const [adding, setAdding] = useState(false);
  const cards = result.data?.cards ?? [];
  const nameOf = (card: Card) => `${BRAND_NAMES[card.brand] || t('accountProfile.billing.card')} ···· ${card.last4}`;
  const onRemove = async (card: Card) => {
    if (!(await confirm({ title: t('accountProfile.billing.removeCardTitle'), text: t('accountProfile.billing.removeCardText', { card: nameOf(card) }), confirmText: t('common.delete') }))) return;
    try {
      await remove({ id: card.id }).unwrap();
      notify.success(t('accountProfile.billing.cardRemoved'));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };
  const add = <AddButton label={t('accountProfile.billing.addCard')} onClick={() => setAdding(true)} />;
  return (
    <SettingsSection id="cards" title={t('accountProfile.billing.cardsTitle')} intro={t('accountProfile.billing.cardsIntro')}>
      <ListStates result={result} isEmpty={cards.length === 0} empty={{ message: t('accountProfile.billing.noCards'), action: add }}>
        <ul className="list-unstyled mb-3" aria-label={t('accountProfile.billing.cardsTitle')}>
          {cards.map((card) => (
            <li key={card.id} className="d-flex flex-wrap align-items-center gap-3 border rounded p-3 mb-2">
              <CreditCard size={28} className="text-primary flex-shrink-0" aria-hidden="true" />
              <div className="flex-grow-1">
                <div className="fw-semibold" dir="ltr">
                  {nameOf(card)}
                </div>
                <div className="small text-body-secondary">
                  <bdi>{card.holder}</bdi> · {t('accountProfile.billing.expires', { date: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })}
                </div>
              </div>
              {card.primary && <span className="badge bg-primary-subtle text-primary-emphasis">{t('accountProfile.billing.primary')}</span>}
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void onRemove(card)} aria-label={t('accountProfile.billing.removeCard', { card: nameOf(card) })}>
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        {add}
      </ListStates>
      <CardModal show={adding} onClose={() => setAdding(false)} />
    </SettingsSection>
  );
}

/** The account's addresses: the default first, each removable after a confirmation; a modal adds one. */
export function AddressesSection() {
  const { t, i18n } = useTranslation();
  const result = useAddressesQuery();
  const [remove] = useRemoveAddressMutation();
  const [adding, setAdding] = useState(false);
  const addresses = result.data?.addresses ?? [];
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const onRemove = async (address: Address) => {
    if (!(await confirm({ title: t('accountProfile.billing.removeAddressTitle'), text: t('accountProfile.billing.removeAddressText', { line: address.line1 }), confirmText: t('common.delete') }))) return;
    try {
      await remove({ id: address.id }).unwrap();
      notify.success(t('accountProfile.billing.addressRemoved'));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };
  const add = <AddButton label={t('accountProfile.billing.addAddress')} onClick={() => setAdding(true)} />;
  return (
    <SettingsSection id="addresses" title={t('accountProfile.billing.addressesTitle')}>
      <ListStates result={result} isEmpty={addresses.length === 0} empty={{ message: t('accountProfile.billing.noAddresses'), action: add }}>
        <ul className="list-unstyled row g-2 mb-3" aria-label={t('accountProfile.billing.addressesTitle')}>
          {addresses.map((address) => (
            <li key={address.id} className="col-md-6">
              <div className="border rounded p-3 h-100 d-flex gap-3">
                <MapPin size={24} className="text-primary flex-shrink-0" aria-hidden="true" />
                <address className="flex-grow-1 mb-0" dir="auto">
                  <span className="fw-semibold">{address.fullName}</span>{' '}
                  <span className="badge bg-secondary-subtle text-secondary-emphasis">{t(`accountProfile.billing.kinds.${address.kind}`)}</span>{' '}
                  {address.isDefault && <span className="badge bg-primary-subtle text-primary-emphasis">{t('accountProfile.billing.default')}</span>}
                  <br />
                  {address.line1}
                  {address.line2 && <>, {address.line2}</>}
                  <br />
                  {address.postcode} {address.city}
                  {address.state && <>, {address.state}</>}
                  <br />
                  {countries.of(address.country) ?? address.country}
                </address>
                <div>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void onRemove(address)} aria-label={t('accountProfile.billing.removeAddress', { line: address.line1 })}>
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {add}
      </ListStates>
      <AddressModal show={adding} onClose={() => setAdding(false)} />
    </SettingsSection>
  );
}
