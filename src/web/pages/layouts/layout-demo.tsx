import { Link } from 'react-router';
import { House, PanelsTopLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';
import { LAYOUT_DEMOS, type LayoutDemoKey } from './demos';
import './layouts.scss';

/**
 * One layout demo: what the option shown does and when to use it, and the way to the others. The option itself is
 * the page's (its `layoutOptions` or `layout`), applied while it is shown; the person's saved choices stay as they are.
 */
export function LayoutDemo({ demo }: { demo: LayoutDemoKey }) {
  const { t } = useTranslation();
  const title = t(`layouts.${demo}.title`);
  useDocumentTitle(title);
  const others = (Object.keys(LAYOUT_DEMOS) as LayoutDemoKey[]).filter((key) => key !== demo);

  return (
    <section className={`card tb-layout-demo tb-layout-demo-${demo}`} aria-labelledby="layout-demo-title">
      <div className="card-body">
        <div className="d-flex align-items-center gap-2 mb-3">
          <span className="tb-layout-demo-icon">
            <PanelsTopLeft size={22} aria-hidden="true" />
          </span>
          <h1 id="layout-demo-title" className="h4 mb-0">
            {title}
          </h1>
        </div>
        <p className="mb-2">{t(`layouts.${demo}.text`)}</p>
        <p className="text-body-secondary mb-2">{t(`layouts.${demo}.use`)}</p>
        <p className="text-body-secondary small mb-4">{t('layouts.savedUnchanged')}</p>
        <nav aria-label={t('layouts.others')}>
          <h2 className="h6 mb-2">{t('layouts.others')}</h2>
          <ul className="tb-layout-demo-links">
            {others.map((key) => (
              <li key={key}>
                <Link to={LAYOUT_DEMOS[key]}>{t(`layouts.${key}.title`)}</Link>
              </li>
            ))}
            <li>
              <Link to="/" className="d-inline-flex align-items-center gap-1">
                <House size={16} aria-hidden="true" />
                {t('layouts.home')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
