import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/web/components/export-button';
import { notify } from '@/web/feedback/notify';
import { EXPORT_FORMATS } from '../routes';
import type { EmployeeExportQuery } from '../contract';
import { useExportEmployeesMutation, useExportSelectedEmployeesMutation } from './datatables-api';

/** Export of every row the search and filters select, in the table's order: one button per format. */
export function ExportFiltered({ filtered }: { filtered: Omit<EmployeeExportQuery, 'format'> }) {
  const { t } = useTranslation();
  const [run] = useExportEmployeesMutation();
  return (
    <>
      {EXPORT_FORMATS.map((format) => (
        <ExportButton
          key={format}
          label={t('showcase.tables.export.filtered', { format: format.toUpperCase() })}
          run={async () => notify.success(t('showcase.tables.export.done', { file: await run({ ...filtered, format }).unwrap() }))}
        />
      ))}
    </>
  );
}

/** Export of the selected rows only (on any page), one button per format. */
export function ExportSelected({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const [run] = useExportSelectedEmployeesMutation();
  return (
    <>
      {EXPORT_FORMATS.map((format) => (
        <ExportButton
          key={format}
          label={t('showcase.tables.export.selected', { format: format.toUpperCase() })}
          run={async () => notify.success(t('showcase.tables.export.done', { file: await run({ ids, format }).unwrap() }))}
        />
      ))}
    </>
  );
}
