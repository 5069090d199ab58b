import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/web/components/export-button';
import { notify } from '@/web/feedback/notify';
import type { UserExportQuery } from '../contract';
import { useExportUsersMutation } from './users-api';

/** The users page's Export: every person the list's search, filters and sort select, not only this page. */
export function UsersExport({ filtered }: { filtered: UserExportQuery }) {
  const { t } = useTranslation();
  const [exportUsers] = useExportUsersMutation();
  return <ExportButton run={async () => notify.success(t('users.exportDone', { file: await exportUsers(filtered).unwrap() }))} />;
}
