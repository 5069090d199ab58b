import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import './forms-showcase.scss';

/** One form element's page: its name and what it is for, then its examples in a grid of cards. */
export function ElementPage({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`showcase.formElements.${name}.title`);
  useDocumentTitle(title);
  return (
    <div className="tb-form-elements">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{t(`showcase.formElements.${name}.intro`)}</p>
      </header>
      <div className="row g-4">{children}</div>
    </div>
  );
}

/** One example: a titled card, half the width on large screens unless `wide`. */
export function Example({ title, wide = false, children, id }: { title: string; wide?: boolean; children: ReactNode; id?: string }) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section className={wide ? 'col-12' : 'col-12 col-xl-6'} aria-labelledby={headingId}>
      <div className="card h-100">
        <div className="card-body">
          <h2 id={headingId} className="h5 card-title mb-3">
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
