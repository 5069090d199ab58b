import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileUp } from 'lucide-react';
import { EmptyState } from '@/web/components/states';
import { notify } from '@/web/feedback/notify';
import { formatNumber } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { IMPORT_COLUMNS, MAX_ROWS, SAMPLE_ROWS, type ImportResult } from './import-columns';
import { ImportTable } from './import-table';
import { saveBlob } from './save-blob';
import './extensions-data.scss';

type Busy = 'read' | 'csv' | 'xlsx' | null;

/** /extensions/import: a CSV (papaparse) or XLSX (exceljs) file read in the browser, each row checked with a zod schema. */
export default function ImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('showcase.extData.import.title'));
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [file, setFile] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const read = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy('read');
    try {
      const { readPeopleFile } = await import('./import-parse');
      const read = await readPeopleFile(chosen);
      setFile(chosen.name);
      setResult(read);
      if (read.ok) notify.success(t('showcase.extData.import.done', { count: read.rows.length, file: chosen.name }));
    } catch {
      notify.error(t('showcase.extData.import.failed'));
    } finally {
      setBusy(null);
      // The same file chosen again is read again.
      if (input.current) input.current.value = '';
    }
  };

  const sample = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const { sampleFile } = await import('./import-parse');
      saveBlob(await sampleFile(format, SAMPLE_ROWS), `${t('showcase.extData.import.sampleName')}.${format}`);
    } catch {
      notify.error(t('showcase.extData.import.failed'));
    } finally {
      setBusy(null);
    }
  };

  const clear = () => {
    setResult(null);
    setFile(null);
  };

  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{t('showcase.extData.import.title')}</h1>
        <p className="text-body-secondary mb-0">{t('showcase.extData.import.intro')}</p>
      </header>
      <section className="card mb-4" aria-labelledby={`${inputId}-heading`}>
        <div className="card-body">
          <h2 id={`${inputId}-heading`} className="h5">
            {t('showcase.extData.import.fileHeading')}
          </h2>
          <div className="row g-4">
            <div className="col-12 col-lg-6">
              <label htmlFor={inputId} className="form-label">
                {t('showcase.extData.import.fileLabel')}
              </label>
              {/* The browser's own file button speaks the browser's language: a labelled button of ours stands for it. */}
              <div className="d-flex gap-2 align-items-center min-w-0">
                <input
                  ref={input}
                  id={inputId}
                  type="file"
                  className="visually-hidden tb-file-input"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  aria-describedby={`${inputId}-help`}
                  disabled={busy === 'read'}
                  onChange={(e) => void read(e.target.files?.[0])}
                />
                <label htmlFor={inputId} className="btn btn-outline-primary d-inline-flex align-items-center gap-2 mb-0 flex-shrink-0" aria-hidden="true">
                  {busy === 'read' ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <FileUp size={16} aria-hidden="true" />}
                  {t('showcase.extData.import.choose')}
                </label>
                <span className="small text-body-secondary text-truncate" aria-live="polite">
                  {busy === 'read' ? t('showcase.extData.import.reading') : (file ?? t('showcase.extData.import.noFile'))}
                </span>
              </div>
              <div id={`${inputId}-help`} className="form-text">
                {t('showcase.extData.import.fileHelp', { max: formatNumber(MAX_ROWS) })}
              </div>
            </div>
            <div className="col-12 col-lg-6">
              <p className="mb-2">{t('showcase.extData.import.columns')}</p>
              <ul className="list-inline mb-3">
                {IMPORT_COLUMNS.map((column) => (
                  <li key={column} className="list-inline-item">
                    <code>{column}</code>
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap gap-2">
                {(['csv', 'xlsx'] as const).map((format) => (
                  <button key={format} type="button" className="btn btn-outline-primary d-inline-flex align-items-center gap-2" disabled={busy !== null} aria-busy={busy === format || undefined} onClick={() => void sample(format)}>
                    {busy === format ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Download size={16} aria-hidden="true" />}
                    {t(`showcase.extData.import.sample.${format}`)}
                  </button>
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>
      <section className="card" aria-labelledby={`${inputId}-rows`}>
        <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
          <h2 id={`${inputId}-rows`} className="h5 mb-0">
            {file ? t('showcase.extData.import.rowsOf', { file }) : t('showcase.extData.import.rowsHeading')}
          </h2>
          {result && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={clear}>
              {t('common.clear')}
            </button>
          )}
        </div>
        {!result ? (
          <EmptyState
            message={t('showcase.extData.import.empty')}
            action={
              <label htmlFor={inputId} className="btn btn-primary d-inline-flex align-items-center gap-2 mb-0">
                <FileUp size={16} aria-hidden="true" />
                {t('showcase.extData.import.choose')}
              </label>
            }
          />
        ) : !result.ok ? (
          <div className="alert alert-danger m-3" role="alert">
            {t(`showcase.extData.import.problems.${result.problem}`, { columns: (result.missing ?? []).join(', '), max: formatNumber(MAX_ROWS) })}
          </div>
        ) : (
          <ImportTable rows={result.rows} />
        )}
      </section>
    </>
  );
}
