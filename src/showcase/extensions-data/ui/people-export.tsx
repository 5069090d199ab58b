import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FileSpreadsheet, FileText, FileType } from 'lucide-react';
import { ListView } from '@/web/components/list-view';
import { notify } from '@/web/feedback/notify';
import { useListQuery } from '@/web/hooks/use-list-query';
import { useRowSelection } from '@/web/hooks/use-row-selection';
import { formatDay } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { PEOPLE_COLUMNS } from './people-columns';
import { findPeople, pageOf, peopleQuery } from './people-list';
import { DEPARTMENTS, makePeople, type Person } from './people';
import { safeFileName } from './save-blob';
import type { ExportFormat, ExportTable } from './export-files';

const PEOPLE = makePeople(64);
const FORMATS = [
  { format: 'csv', icon: FileText },
  { format: 'xlsx', icon: FileSpreadsheet },
  { format: 'pdf', icon: FileType },
] as const;

/** The rows as a file holds them; in `language`, whose words `t` gives. */
function tableOf(people: Person[], t: TFunction, language: string): ExportTable {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const number = new Intl.NumberFormat(language);
  return {
    title: t('showcase.extData.export.fileTitle'),
    headers: ['name', 'email', 'department', 'age', 'startDate', 'salary'].map((field) => t(`showcase.extData.fields.${field}`)),
    values: people.map((p) => [p.name, p.email, t(`showcase.extData.departments.${p.department}`), p.age, new Date(`${p.startDate}T00:00:00Z`), p.salary]),
    texts: people.map((p) => [p.name, p.email, t(`showcase.extData.departments.${p.department}`), number.format(p.age), formatDay(p.startDate, language), money.format(p.salary)]),
  };
}

/**
 * The sample table (search, department, sort and page in the address) with its export to CSV, XLSX and PDF under a
 * name the person sets; `selectable` exports only the rows ticked (on any page) instead of all those the list finds.
 */
export function PeopleExport({ selectable }: { selectable: boolean }) {
  const { t, i18n } = useTranslation();
  const prefix = selectable ? 'showcase.extData.exportSelected' : 'showcase.extData.export';
  useDocumentTitle(t(`${prefix}.title`));
  const nameId = useId();
  const list = useListQuery(peopleQuery);
  const found = useMemo(() => findPeople(PEOPLE, list.query), [list.query]);
  const [selection, setSelection] = useRowSelection(list.filterKey);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const chosen = selectable ? PEOPLE.filter((person) => selection[String(person.id)]) : found;
  const fallbackName = t('showcase.extData.export.defaultName');

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      // The PDF's standard fonts write Latin script only: an Arabic interface gets its PDF in English.
      const language = format === 'pdf' && i18n.language === 'ar' ? 'en' : i18n.language;
      if (language !== i18n.language) await i18n.loadLanguages(language);
      const { exportTable } = await import('./export-files');
      const file = await exportTable(format, tableOf(chosen, i18n.getFixedT(language), language), safeFileName(name, fallbackName));
      notify.success(t('showcase.extData.export.done', { count: chosen.length, file }));
    } catch {
      notify.error(t('showcase.extData.export.failed'));
    } finally {
      setBusy(null);
    }
  };

  const page = pageOf(found, list.query.page, list.query.perPage);
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t(`${prefix}.title`)}</h1>
        <p className="text-body-secondary mb-0">{t(`${prefix}.intro`)}</p>
      </header>
      <section className="card mb-4" aria-labelledby={`${nameId}-heading`}>
        <div className="card-body">
          <h2 id={`${nameId}-heading`} className="h5">
            {t('showcase.extData.export.fileHeading')}
          </h2>
          <div className="row g-3 align-items-end">
            <div className="col-12 col-md-5">
              <label htmlFor={nameId} className="form-label">
                {t('showcase.extData.export.fileName')}
              </label>
              <input id={nameId} className="form-control" value={name} placeholder={fallbackName} maxLength={80} aria-describedby={`${nameId}-help`} onChange={(e) => setName(e.target.value)} />
              <div id={`${nameId}-help`} className="form-text">
                {t('showcase.extData.export.fileNameHelp', { name: safeFileName(name, fallbackName) })}
              </div>
            </div>
            <div className="col-12 col-md-7">
              <p className="mb-2 small text-body-secondary" aria-live="polite">
                {selectable
                  ? chosen.length
                    ? t('showcase.extData.exportSelected.count', { count: chosen.length })
                    : t('showcase.extData.exportSelected.none')
                  : t('showcase.extData.export.count', { count: chosen.length })}
              </p>
              <div className="d-flex flex-wrap gap-2">
                {FORMATS.map(({ format, icon: Icon }) => (
                  <button key={format} type="button" className="btn btn-primary d-inline-flex align-items-center gap-2" disabled={busy !== null || chosen.length === 0} aria-busy={busy === format || undefined} onClick={() => void run(format)}>
                    {busy === format ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Icon size={16} aria-hidden="true" />}
                    {t(`showcase.extData.export.as.${format}`)}
                  </button>
                ))}
                {selectable && chosen.length > 0 && (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setSelection({})}>
                    {t('showcase.extData.exportSelected.clear')}
                  </button>
                )}
              </div>
            </div>
          </div>
        </div>
      </section>
      <ListView
        id={selectable ? 'showcase-export-selected' : 'showcase-export'}
        label={t('showcase.extData.export.tableLabel')}
        list={list}
        columns={PEOPLE_COLUMNS}
        rows={page}
        total={found.length}
        result={{ isLoading: false, isFetching: false, refetch: () => undefined }}
        search={{ label: t('showcase.extData.export.searchLabel'), placeholder: t('showcase.extData.export.searchPlaceholder') }}
        filters={[
          {
            key: 'department',
            label: t('showcase.extData.fields.department'),
            anyLabel: t('showcase.extData.export.anyDepartment'),
            options: DEPARTMENTS.map((value) => ({ value, label: t(`showcase.extData.departments.${value}`) })),
          },
        ]}
        empty={{ message: t('showcase.extData.export.empty'), filtered: t('showcase.extData.export.emptyFiltered'), action: <button type="button" className="btn btn-outline-primary" onClick={list.reset}>{t('common.reset')}</button> }}
        selection={selectable ? { ids: selection, onChange: setSelection, rowLabel: (person) => t('showcase.extData.exportSelected.select', { name: person.name }) } : undefined}
      />
    </>
  );
}
