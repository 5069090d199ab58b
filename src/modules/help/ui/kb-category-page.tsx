import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { useKbCategoryQuery } from './help-api';
import { useHelpLanguage } from './help-language';
import { KbIcon, kbColor } from './kb-icon';
import { HelpNotFound } from './not-found';
import { helpPaths } from './links';
import { questionHref } from './hrefs';
import './help.scss';

/** /pages/knowledge-base/:category: one category's questions, each a link to its answer. */
export default function KbCategoryPage() {
  const { t } = useTranslation();
  const { category = '' } = useParams();
  const lang = useHelpLanguage();
  const { data, error, isLoading, refetch } = useKbCategoryQuery({ category, lang });
  useDocumentTitle(data?.category.title ?? t('help.kb.title'));

  if (error) {
    return errorOf(error).status === 404 || errorOf(error).status === 400 ? (
      <HelpNotFound message={t('help.kb.categoryNotFound')} back={helpPaths.knowledgeBase} backLabel={t('help.kb.backToAll')} />
    ) : (
      <div className="card">
        <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <div className="card">
        <ListSkeleton rows={4} />
      </div>
    );
  }
  const c = data.category;
  const color = kbColor(c.iconColor);
  return (
    <div className="tb-help">
      <nav aria-label={t('help.breadcrumb')} className="mb-3">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={helpPaths.knowledgeBase}>{t('help.kb.title')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {c.title}
          </li>
        </ol>
      </nav>
      <section className="card" aria-labelledby="kb-category-title">
        <div className="card-header d-flex align-items-center gap-3">
          <span className={`tb-help-icon bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
            <KbIcon name={c.icon} size={22} />
          </span>
          <div>
            <h1 id="kb-category-title" className="h4 mb-0">
              {c.title}
            </h1>
            <p className="text-body-secondary mb-0">{c.desc}</p>
          </div>
        </div>
        {c.questions.length === 0 ? (
          <p className="card-body text-body-secondary mb-0">{t('help.kb.noQuestions')}</p>
        ) : (
          <ul className="list-group list-group-flush">
            {c.questions.map((q) => (
              <li key={q.id} className="list-group-item p-0">
                <Link className="tb-kb-question d-flex align-items-center gap-2 px-3 py-3 text-reset text-decoration-none" to={questionHref(c.category, q.slug)}>
                  <span className="flex-grow-1">{q.question}</span>
                  <ChevronRight size={18} className="tb-flip-rtl text-body-secondary" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
