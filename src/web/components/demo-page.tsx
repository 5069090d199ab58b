import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@/web/pages/use-document-title';

/** A demo page of the UI showcase: its title, one sentence on what it shows, then its examples in a grid of cards. */
export function ShowcasePage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="tb-showcase">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{intro}</p>
      </header>
      <div className="row g-4">{children}</div>
    </div>
  );
}

/** One example: a card with a heading, a short explanation and the component at work. */
export function Demo({ title, text, wide, children }: { title: string; text?: string; wide?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? 'col-12' : 'col-12 col-xl-6'}>
      <section className="card h-100" aria-labelledby={id}>
        <div className="card-body">
          <h2 id={id} className="h5 mb-1">
            {title}
          </h2>
          {text && <p className="text-body-secondary small mb-3">{text}</p>}
          {children}
        </div>
      </section>
    </div>
  );
}
