import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { formatDateTime } from '@/web/i18n/i18n';
import type { ApiKey } from '../contract';
import { useApiKeysQuery, useRevokeApiKeyMutation } from './api-keys-api';

const when = (value: string) => formatDateTime(value);

/** The account's live keys: loading, error with retry, empty, or the table with a revoke button per key. */
export function KeysTable() {
  const { t } = useTranslation();
  const result = useApiKeysQuery();
  const [revoke] = useRevokeApiKeyMutation();
  const keys = result.data?.keys;

  const ask = (key: ApiKey) =>
    confirmDelete({
      title: t('apiKeys.revokeTitle'),
      text: t('apiKeys.revokeText', { name: key.name }),
      confirmText: t('apiKeys.revoke'),
      run: () => revoke(key.id).unwrap(),
      done: t('apiKeys.revoked', { name: key.name }),
    });

  if (result.isLoading) return <ListSkeleton rows={3} />;
  if (result.error || !keys) return <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />;
  if (keys.length === 0) return <EmptyState message={t('apiKeys.empty')} />;
  return (
    <div className="table-responsive tb-api-keys-table" role="region" aria-label={t('apiKeys.listTitle')} aria-busy={result.isFetching} tabIndex={0}>
      <table className="table align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{t('apiKeys.fields.name')}</th>
            <th scope="col">{t('apiKeys.fields.key')}</th>
            <th scope="col">{t('apiKeys.fields.created')}</th>
            <th scope="col">{t('apiKeys.fields.lastUsed')}</th>
            <th scope="col" className="text-end">
              {t('common.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td dir="auto" className="fw-medium text-break">
                {key.name}
              </td>
              <td>
                <code dir="ltr">tbk_{key.prefix}…</code>
              </td>
              <td className="text-nowrap">{when(key.createdAt)}</td>
              <td className="text-nowrap">{key.lastUsedAt ? when(key.lastUsedAt) : <span className="text-body-secondary">{t('apiKeys.never')}</span>}</td>
              <td className="text-end">
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void ask(key)} aria-label={t('apiKeys.revokeNamed', { name: key.name })}>
                  <Trash2 size={16} className="tb-icon-start" aria-hidden="true" />
                  {t('apiKeys.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
