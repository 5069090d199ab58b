import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { MAX_LIVE_KEYS } from '../routes';
import { CreateKeyModal } from './create-key-modal';
import { KeysTable } from './keys-table';
import { NewKeyBox } from './new-key-box';
import './api-keys.scss';

/** /pages/api-key: make a key (its secret shown once), see the live ones, revoke. */
export default function ApiKeysPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiKeys.title'));
  const [creating, setCreating] = useState(false);
  // The secret lives only here, in memory, until the person says they have saved it or leaves.
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);

  return (
    <div className="tb-api-keys">
      <h1 className="h4 mb-1">{t('apiKeys.title')}</h1>
      <p className="text-body-secondary mb-4">{t('apiKeys.subtitle')}</p>
      <section className="card mb-4" aria-labelledby="api-key-create-title">
        <div className="card-body d-grid gap-3">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-3">
            <div>
              <h2 id="api-key-create-title" className="h5 mb-1">
                {t('apiKeys.createTitle')}
              </h2>
              <p className="text-body-secondary mb-0">{t('apiKeys.createIntro', { max: MAX_LIVE_KEYS })}</p>
            </div>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              <Plus size={18} className="tb-icon-start" aria-hidden="true" />
              {t('apiKeys.create')}
            </button>
          </div>
          {created && <NewKeyBox name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}
        </div>
      </section>
      <section className="card" aria-labelledby="api-key-list-title">
        <div className="card-header">
          <h2 id="api-key-list-title" className="h5 mb-1">
            {t('apiKeys.listTitle')}
          </h2>
          <p className="text-body-secondary mb-0 small">
            {t('apiKeys.usage')} <code dir="ltr">Authorization: Bearer tbk_…</code>
          </p>
        </div>
        <KeysTable />
      </section>
      <CreateKeyModal show={creating} onClose={() => setCreating(false)} onCreated={(secret, name) => setCreated({ secret, name })} />
    </div>
  );
}
