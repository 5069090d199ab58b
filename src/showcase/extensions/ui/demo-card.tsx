import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';

/** One example on a showcase page: a titled card with a line saying what it shows. */
export function DemoCard({ title, text, children, className = '' }: { title: string; text?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`card h-100 ${className}`}>
      <div className="card-body">
        <h2 className="h5 mb-1">{title}</h2>
        {text && <p className="text-body-secondary small mb-3">{text}</p>}
        {children}
      </div>
    </section>
  );
}

/** A showcase page's heading: its title (also the tab's) and what the library it shows is. */
export function DemoHeader({ titleKey, introKey }: { titleKey: string; introKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <header className="mb-4">
      <h1 className="h4 mb-1">{t(titleKey)}</h1>
      <p className="text-body-secondary mb-0">{t(introKey)}</p>
    </header>
  );
}
