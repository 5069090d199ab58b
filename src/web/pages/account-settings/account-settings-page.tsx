import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/web/components/states';
import { useDocumentTitle } from '../use-document-title';
import type { SettingsTab } from './settings-tabs';

/**
 * /pages/account-settings: the signed-in person's own settings, one tab at a time, the tab in the address. The page
 * that routes it names the tabs, in order (the first is the default), the security tab among them.
 */
export function SettingsTabsPage({ tabs }: { tabs: SettingsTab[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((tab) => tab.key === params.get('tab')) ?? tabs[0];
  useDocumentTitle(t('accountSettings.title'));
  const Panel = active.panel;

  return (
    <>
      <h1 className="h4 mb-4">{t('accountSettings.title')}</h1>
      <nav aria-label={t('accountSettings.tabsLabel')} className="mb-4">
        <ul className="nav nav-pills gap-2">
          {tabs.map((tab) => {
            const Icon = tab.icon;
            const current = tab.key === active.key;
            return (
              <li key={tab.key} className="nav-item">
                <button
                  type="button"
                  className={`nav-link d-flex align-items-center gap-2${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={() => setParams({ tab: tab.key })}
                >
                  <Icon size={18} aria-hidden="true" />
                  {t(tab.titleKey)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <Suspense fallback={<div className="card"><ListSkeleton rows={4} /></div>}>
        <Panel />
      </Suspense>
    </>
  );
}
