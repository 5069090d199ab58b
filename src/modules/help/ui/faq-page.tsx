import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, Tag } from 'lucide-react';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useListQuery } from '@/web/hooks/use-list-query';
import { ListStates } from '@/web/components/states';
import type { FaqCategoryData } from '../contract';
import { useFaqQuery } from './help-api';
import { useHelpLanguage } from './help-language';
import { helpSearch } from './help-query';
import { FAQ_ICONS } from './faq-icons';
import { SearchHero } from './search-hero';
import { helpPaths } from './links';
import './help.scss';

/** /pages/faq: the five categories of questions, searched together on the server (`?q=` in the URL). */
export default function FaqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.faq.title'));
  const list = useListQuery(helpSearch);
  const lang = useHelpLanguage();
  const q = list.query.q;
  const result = useFaqQuery({ q, lang });
  const categories = result.data?.categories ?? [];

  return (
    <div className="tb-help">
      <SearchHero list={list} title={t('help.faq.title')} subtitle={t('help.faq.subtitle')} label={t('help.faq.searchLabel')} placeholder={t('help.faq.searchPlaceholder')} />
      <div className="card">
        <ListStates
          result={result}
          isEmpty={categories.length === 0}
          empty={{
            message: q ? t('help.faq.noMatch', { q }) : t('help.faq.empty'),
            action: q && (
              <button type="button" className="btn btn-outline-primary" onClick={() => list.set({ q: '' })}>
                {t('help.clearSearch')}
              </button>
            ),
          }}
        >
          <div className="row g-0">
            <nav className="col-lg-3 tb-faq-nav p-3" aria-label={t('help.faq.categories')}>
              <ul className="nav nav-pills flex-column gap-1">
                {categories.map((c) => {
                  const Icon = FAQ_ICONS[c.id];
                  return (
                    <li key={c.id} className="nav-item">
                      <a className="nav-link d-flex align-items-center gap-2" href={`#faq-${c.id}`}>
                        <Icon size={18} aria-hidden="true" />
                        <span>{t(`help.faq.category.${c.id}`)}</span>
                        <span className="badge text-bg-secondary ms-auto">{c.qandA.length}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="col-lg-9 p-3 p-lg-4 d-grid gap-4">
              {q && <p className="mb-0 text-body-secondary" role="status">{t('help.resultsFor', { q })}</p>}
              {categories.map((c) => (
                <FaqSection key={`${c.id}:${q}`} category={c} expanded={q !== ''} />
              ))}
            </div>
          </div>
        </ListStates>
      </div>
      <section className="tb-help-contact text-center mt-5 mb-2" aria-labelledby="faq-more">
        <h2 id="faq-more" className="h4 mb-1">{t('help.faq.moreTitle')}</h2>
        <p className="text-body-secondary mb-4">{t('help.faq.moreText')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-3">
          <Link className="btn btn-primary" to={helpPaths.knowledgeBase}>
            <BookOpen size={18} className="tb-icon-start" aria-hidden="true" />
            {t('help.faq.toKnowledgeBase')}
          </Link>
          <Link className="btn btn-outline-primary" to={helpPaths.pricing}>
            <Tag size={18} className="tb-icon-start" aria-hidden="true" />
            {t('help.faq.toPricing')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** One category: its heading and its questions, each opening on its answer (all open when they are search results). */
function FaqSection({ category, expanded }: { category: FaqCategoryData; expanded: boolean }) {
  const { t } = useTranslation();
  const Icon = FAQ_ICONS[category.id];
  return (
    <section id={`faq-${category.id}`} aria-labelledby={`faq-${category.id}-title`} className="tb-faq-section">
      <div className="d-flex align-items-center gap-3 mb-3">
        <span className="tb-help-icon bg-primary-subtle text-primary" aria-hidden="true">
          <Icon size={22} />
        </span>
        <div>
          <h2 id={`faq-${category.id}-title`} className="h5 mb-0">
            {t(`help.faq.category.${category.id}`)}
          </h2>
          <p className="small text-body-secondary mb-0">{t(`help.faq.categoryHint.${category.id}`)}</p>
        </div>
      </div>
      <div className="tb-faq-list border rounded">
        {category.qandA.map((entry) => (
          <details key={entry.id} className="tb-faq-item" open={expanded}>
            <summary className="fw-medium">{entry.question}</summary>
            <p className="mb-0 text-body-secondary">{entry.ans}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
