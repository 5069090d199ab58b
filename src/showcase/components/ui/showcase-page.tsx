import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useDocumentDirection } from '@/web/layout/use-document-direction';
import { ShowcasePage as DemoPage } from '@/web/components/demo-page';
import './components.scss';

/** A showcase page (in the document's direction for react-bootstrap): the kit's demo page, titled from the menu. */
export function ShowcasePage({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  // Overlays (tooltips, popovers, dropdowns) read the direction from here to name their sides.
  const dir = useDocumentDirection();
  return (
    <ThemeProvider dir={dir}>
      <DemoPage title={t(`showcase.components.menu.${name}`)} intro={t(`showcase.components.${name}.intro`)}>
        {children}
      </DemoPage>
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
