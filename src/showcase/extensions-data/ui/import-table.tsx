import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { IMPORT_COLUMNS, type ImportedRow } from './import-columns';

/** The rows read from a file, each with its problems (or "valid"), with a count and a filter to the wrong ones. */
export function ImportTable({ rows }: { rows: ImportedRow[] }) {
  const { t } = useTranslation();
  const [onlyWrong, setOnlyWrong] = useState(false);
  const wrong = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  const shown = onlyWrong ? rows.filter((row) => Object.keys(row.errors).length > 0) : rows;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 p-3 border-bottom">
        <p className="mb-0" aria-live="polite">
          {t('showcase.extData.import.summary', { count: rows.length })} <span className="text-success">{t('showcase.extData.import.valid', { count: rows.length - wrong })}</span>
          {' · '}
          <span className={wrong ? 'text-danger' : undefined}>{t('showcase.extData.import.wrong', { count: wrong })}</span>
        </p>
        <div className="form-check form-switch mb-0">
          <input id="tb-import-only-wrong" className="form-check-input" type="checkbox" role="switch" checked={onlyWrong} disabled={wrong === 0} onChange={(e) => setOnlyWrong(e.target.checked)} />
          <label className="form-check-label" htmlFor="tb-import-only-wrong">
            {t('showcase.extData.import.onlyWrong')}
          </label>
        </div>
      </div>
      <div className="table-responsive" role="region" aria-label={t('showcase.extData.import.tableLabel')} tabIndex={0}>
        <table className="table align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('showcase.extData.import.line')}</th>
              {IMPORT_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  <code>{column}</code>
                </th>
              ))}
              <th scope="col">{t('showcase.extData.import.status')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const problems = IMPORT_COLUMNS.filter((column) => row.errors[column]);
              return (
                <tr key={row.line} className={problems.length ? 'tb-import-wrong' : undefined}>
                  <td>{row.line}</td>
                  {IMPORT_COLUMNS.map((column) => (
                    <td key={column} className={row.errors[column] ? 'text-danger fw-semibold' : undefined}>
                      <bdi>{row.cells[column] || '—'}</bdi>
                    </td>
                  ))}
                  <td>
                    {problems.length === 0 ? (
                      <span className="badge text-bg-success d-inline-flex align-items-center gap-1">
                        <CircleCheck size={14} aria-hidden="true" />
                        {t('showcase.extData.import.ok')}
                      </span>
                    ) : (
                      <ul className="list-unstyled mb-0 small text-danger-emphasis">
                        {problems.map((column) => (
                          <li key={column} className="d-flex align-items-center gap-1">
                            <CircleAlert size={14} aria-hidden="true" className="flex-shrink-0" />
                            {t(`showcase.extData.import.errors.${row.errors[column]}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
