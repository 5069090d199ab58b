import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from '@/web/components/states';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import type { Employee } from '../contract';
import { useEmployeeSampleQuery } from './datatables-api';
import { PlainTable } from './plain-table';

const SAMPLE = 5;
const OPTIONS = ['striped', 'bordered', 'borderless', 'hover', 'small', 'dark'] as const;
type Option = (typeof OPTIONS)[number];

/** The examples: each a table style Bootstrap offers, with the props that make it. */
const EXAMPLES = [
  { id: 'striped', props: { striped: true } },
  { id: 'bordered', props: { bordered: true } },
  { id: 'hover', props: { hover: true } },
  { id: 'small', props: { size: 'sm' } },
  { id: 'dark', props: { variant: 'dark', striped: true } },
  { id: 'contextual', props: { contextual: true } },
] as const;

function Example({ id, title, text, children }: { id: string; title: string; text: string; children: React.ReactNode }) {
  return (
    <section className="card h-100" aria-labelledby={`plain-${id}`}>
      <div className="card-header bg-transparent">
        <h2 id={`plain-${id}`} className="h6 mb-1">
          {title}
        </h2>
        <p className="small text-body-secondary mb-0">{text}</p>
      </div>
      {children}
    </section>
  );
}

/** Switches that style one live table: every combination of Bootstrap's table options. */
function Playground({ rows }: { rows: Employee[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [on, setOn] = useState<Record<Option, boolean>>({ striped: true, bordered: false, borderless: false, hover: true, small: false, dark: false });
  const toggle = (option: Option) => setOn((current) => ({ ...current, [option]: !current[option], ...(option === 'bordered' && !current.bordered ? { borderless: false } : {}), ...(option === 'borderless' && !current.borderless ? { bordered: false } : {}) }));
  return (
    <Example id="playground" title={t('showcase.tables.plain.playground.title')} text={t('showcase.tables.plain.playground.text')}>
      <fieldset className="d-flex flex-wrap gap-3 px-3 pt-3">
        <legend className="visually-hidden">{t('showcase.tables.plain.playground.options')}</legend>
        {OPTIONS.map((option) => (
          <div key={option} className="form-check form-switch mb-0">
            <input id={`${id}-${option}`} className="form-check-input" type="checkbox" role="switch" checked={on[option]} onChange={() => toggle(option)} />
            <label htmlFor={`${id}-${option}`} className="form-check-label">
              {t(`showcase.tables.plain.options.${option}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="card-body">
        <PlainTable
          rows={rows}
          caption={t('showcase.tables.plain.playground.title')}
          responsive
          striped={on.striped}
          bordered={on.bordered}
          borderless={on.borderless}
          hover={on.hover}
          size={on.small ? 'sm' : undefined}
          variant={on.dark ? 'dark' : undefined}
        />
      </div>
    </Example>
  );
}

/** /tables/reactstrap: Bootstrap's plain table styles (striped, bordered, hover, small, dark, contextual, responsive) on a few employees. */
export default function PlainTablesPage() {
  const { t } = useTranslation();
  const title = t('showcase.tables.plain.title');
  useDocumentTitle(title);
  const result = useEmployeeSampleQuery();
  const rows = (result.data ?? []).slice(0, SAMPLE);
  const loaded = rows.length > 0;
  return (
    <div>
      <h1 className="h4 mb-1">{title}</h1>
      <p className="text-body-secondary mb-3">{t('showcase.tables.plain.intro')}</p>
      {loaded ? (
        <div className="row g-4">
          <div className="col-12">
            <Playground rows={rows} />
          </div>
          {EXAMPLES.map((example) => (
            <div key={example.id} className="col-xl-6">
              <Example id={example.id} title={t(`showcase.tables.plain.${example.id}.title`)} text={t(`showcase.tables.plain.${example.id}.text`)}>
                <div className="card-body">
                  <PlainTable rows={rows} caption={t(`showcase.tables.plain.${example.id}.title`)} responsive {...example.props} />
                </div>
              </Example>
            </div>
          ))}
          <div className="col-12">
            <Example id="responsive" title={t('showcase.tables.plain.responsive.title')} text={t('showcase.tables.plain.responsive.text')}>
              <div className="card-body">
                <PlainTable rows={rows} caption={t('showcase.tables.plain.responsive.title')} responsive wide hover />
              </div>
            </Example>
          </div>
        </div>
      ) : (
        <div className="card">
          <ListStates result={result} isEmpty={!result.isLoading && !result.error} empty={{ message: t('showcase.tables.empty') }}>
            {null}
          </ListStates>
        </div>
      )}
    </div>
  );
}
