import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UserStats } from './user-stats';
import { UsersExport } from './users-export';
import { UsersList } from './users-list';

/** Users: stat cards over the list (filters, export, add sidebar, row actions); each row opens the user's page. */
export default function UsersPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('users.title')} · Tablero`;
  }, [t]);
  return (
    <>
      <h1 className="h4 mb-3">{t('users.title')}</h1>
      <UserStats />
      <UsersList exporter={(filtered) => <UsersExport filtered={filtered} />} />
    </>
  );
}
