import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, MapPin, UserPen, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useAccountSettingsQuery } from './account-settings-api';
import { AddressesSection, CardsSection } from './billing-lists';
import { AddressModal, CardModal, ProfileModal } from './modals';

type Open = 'profile' | 'card' | 'address' | null;

function Example({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text: string; action: ReactNode }) {
  return (
    <div className="col-md-4">
      <section className="card h-100 text-center">
        <div className="card-body d-flex flex-column align-items-center gap-2">
          <span className="tb-example-icon rounded-circle bg-primary-subtle text-primary-emphasis d-inline-flex p-3 mb-1">
            <Icon size={28} aria-hidden="true" />
          </span>
          <h2 className="h5 mb-0">{title}</h2>
          <p className="text-body-secondary mb-2 flex-grow-1">{text}</p>
          {action}
        </div>
      </section>
    </div>
  );
}

/** /pages/modal-examples: the account's modals, each saving for real; what they save is listed below them. */
export default function ModalExamplesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountProfile.modals.title'));
  const settings = useAccountSettingsQuery();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const button = (which: Exclude<Open, null>, label: string, disabled = false) => (
    <button type="button" className="btn btn-primary" onClick={() => setOpen(which)} disabled={disabled}>
      {label}
    </button>
  );
  return (
    <>
      <h1 className="h4 mb-1">{t('accountProfile.modals.title')}</h1>
      <p className="text-body-secondary mb-4">{t('accountProfile.modals.intro')}</p>
      <div className="row g-4 mb-4">
        <Example icon={UserPen} title={t('accountProfile.modals.editTitle')} text={t('accountProfile.modals.editText')} action={button('profile', t('accountProfile.modals.editOpen'), !settings.data)} />
        <Example icon={CreditCard} title={t('accountProfile.billing.addCard')} text={t('accountProfile.modals.cardText')} action={button('card', t('accountProfile.billing.addCard'))} />
        <Example icon={MapPin} title={t('accountProfile.billing.addAddress')} text={t('accountProfile.modals.addressText')} action={button('address', t('accountProfile.billing.addAddress'))} />
      </div>
      <div className="d-grid gap-4">
        <CardsSection />
        <AddressesSection />
      </div>
      {settings.data && <ProfileModal settings={settings.data} show={open === 'profile'} onClose={close} />}
      <CardModal show={open === 'card'} onClose={close} />
      <AddressModal show={open === 'address'} onClose={close} />
    </>
  );
}
