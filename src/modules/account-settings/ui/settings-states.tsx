import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import type { AccountSettings } from '../contract';
import { useAccountSettingsQuery } from './account-settings-api';

/** A tab's card: a skeleton while the settings load, the error with a retry, then the tab with them. */
export function WithSettings({ children }: { children: (settings: AccountSettings) => ReactNode }) {
  const { t } = useTranslation();
  const result = useAccountSettingsQuery();
  if (result.isLoading) return <div className="card"><ListSkeleton rows={4} /></div>;
  if (result.error || !result.data) {
    return (
      <div className="card">
        <LoadError message={result.error ? errorOf(result.error).message : t('common.unexpectedError')} onRetry={() => void result.refetch()} />
      </div>
    );
  }
  return <>{children(result.data)}</>;
}

/** A titled card of a tab; `id` names it, so its form can be labelled by the same title. */
export function SettingsSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`settings-${id}-title`}>
      <div className="card-body">
        <h2 className={intro ? 'h5 mb-1' : 'h5 mb-4'} id={`settings-${id}-title`}>
          {title}
        </h2>
        {intro && <p className="text-body-secondary mb-4">{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** The submit button of a tab: busy while saving. */
export function SaveButton({ busy, label }: { busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label ?? t('accountProfile.save')}
    </button>
  );
}
