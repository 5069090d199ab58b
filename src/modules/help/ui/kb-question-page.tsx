import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { errorOf } from '@/web/api/request';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { sanitizeHelpHtml } from '../sanitize';
import { useKbQuestionQuery } from './help-api';
import { useHelpLanguage } from './help-language';
import { HelpNotFound } from './not-found';
import { helpPaths } from './links';
import { categoryHref, questionHref } from './hrefs';
import './help.scss';

/** /pages/knowledge-base/:category/:slug: one answer (its HTML sanitised), and the other questions of its category. */
export default function KbQuestionPage() {
  const { t, i18n } = useTranslation();
  const { category = '', slug = '' } = useParams();
  const lang = useHelpLanguage();
  const { data, error, isLoading, refetch } = useKbQuestionQuery({ category, slug, lang });
  useDocumentTitle(data?.question.title ?? t('help.kb.title'));
  const html = useMemo(() => (data ? sanitizeHelpHtml(data.question.content) : ''), [data]);

  if (error) {
    return errorOf(error).status === 404 || errorOf(error).status === 400 ? (
      <HelpNotFound message={t('help.kb.questionNotFound')} back={helpPaths.knowledgeBase} backLabel={t('help.kb.backToAll')} />
    ) : (
      <div className="card">
        <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <div className="card">
        <ListSkeleton rows={5} />
      </div>
    );
  }
  const { question, category: owner } = data;
  return (
    <div className="tb-help">
      <nav aria-label={t('help.breadcrumb')} className="mb-3">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to={helpPaths.knowledgeBase}>{t('help.kb.title')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={categoryHref(owner.category)}>{owner.title}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {question.title}
          </li>
        </ol>
      </nav>
      <div className="row g-4">
        <article className="col-lg-8 order-lg-2" aria-labelledby="kb-question-title">
          <div className="card h-100">
            <div className="card-body">
              <h1 id="kb-question-title" className="h4 mb-1">
                {question.title}
              </h1>
              <p className="small text-body-secondary mb-4">{t('help.kb.lastUpdated', { date: formatDay(question.lastUpdated, i18n.language) })}</p>
              <div className="tb-kb-content" dangerouslySetInnerHTML={{ __html: html }} />
            </div>
          </div>
        </article>
        <aside className="col-lg-4 order-lg-1" aria-labelledby="kb-related-title">
          <div className="card">
            <div className="card-header">
              <h2 id="kb-related-title" className="h6 mb-0">
                {t('help.kb.related')}
              </h2>
            </div>
            {question.relatedQuestions.length === 0 ? (
              <p className="card-body text-body-secondary mb-0">{t('help.kb.noRelated')}</p>
            ) : (
              <ul className="list-group list-group-flush">
                {question.relatedQuestions.map((q) => (
                  <li key={q.id} className="list-group-item">
                    <Link to={questionHref(owner.category, q.slug)}>{q.question}</Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
