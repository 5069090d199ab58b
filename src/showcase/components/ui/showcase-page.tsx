import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import './components.scss';

/** A showcase page (in the document's direction for react-bootstrap): its title, a sentence on what it shows, and its demos in a grid of cards. */
export function ShowcasePage({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`showcase.components.menu.${name}`);
  useDocumentTitle(title);
  // Overlays (tooltips, popovers, dropdowns) read the direction from here to name their sides.
  const dir = useDocumentDirection();
  return (
    <ThemeProvider dir={dir}>
      <div className="tb-showcase">
        <header className="mb-4">
          <h1 className="h3 mb-1">{title}</h1>
          <p className="text-body-secondary mb-0">{t(`showcase.components.${name}.intro`)}</p>
        </header>
        <div className="row g-4">{children}</div>
      </div>
    </ThemeProvider>
  );
}

/** One demo: a card with a heading, half the width on large screens unless `wide`. */
export function DemoCard({ title, wide, children, bodyClassName = '' }: { title: ReactNode; wide?: boolean; children: ReactNode; bodyClassName?: string }) {
  return (
    <div className={wide ? 'col-12' : 'col-12 col-xl-6'}>
      <section className="card h-100">
        <div className="card-header">
          <h2 className="h5 mb-0">{title}</h2>
        </div>
        <div className={`card-body ${bodyClassName}`}>{children}</div>
      </section>
    </div>
  );
}
