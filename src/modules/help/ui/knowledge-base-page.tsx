import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useListQuery } from '@/web/hooks/use-list-query';
import { ListStates } from '@/web/components/states';
import { useKnowledgeBaseQuery } from './help-api';
import { useHelpLanguage } from './help-language';
import { helpSearch } from './help-query';
import { SearchHero } from './search-hero';
import { categoryHref } from './hrefs';
import './help.scss';
import { publicFile } from '@/web/public-file';

/** /pages/knowledge-base: a card per category, searched on the server (`?q=` in the URL). */
export default function KnowledgeBasePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('help.kb.title'));
  const list = useListQuery(helpSearch);
  const lang = useHelpLanguage();
  const q = list.query.q;
  const result = useKnowledgeBaseQuery({ q, lang });
  const cards = result.data?.cards ?? [];

  return (
    <div className="tb-help">
      <SearchHero list={list} title={t('help.kb.title')} subtitle={t('help.kb.subtitle')} label={t('help.kb.searchLabel')} placeholder={t('help.kb.searchPlaceholder')} />
      <ListStates
        result={result}
        isEmpty={cards.length === 0}
        empty={{
          message: q ? t('help.kb.noMatch', { q }) : t('help.kb.empty'),
          action: q && (
            <button type="button" className="btn btn-outline-primary" onClick={() => list.set({ q: '' })}>
              {t('help.clearSearch')}
            </button>
          ),
        }}
      >
        {q && (
          <p className="text-body-secondary" role="status">
            {t('help.resultsFor', { q })}
          </p>
        )}
        <ul className="row g-4 list-unstyled mb-0">
          {cards.map((card) => (
            <li key={card.id} className="col-sm-6 col-xl-4">
              <article className="card h-100 tb-kb-card">
                <img src={publicFile(card.img)} alt="" className="tb-kb-card-img mx-auto mt-4" width={160} height={120} />
                <div className="card-body text-center">
                  <h2 className="h5">
                    <Link className="stretched-link text-reset text-decoration-none" to={categoryHref(card.category)}>
                      {card.title}
                    </Link>
                  </h2>
                  <p className="text-body-secondary mb-0">{card.desc}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </ListStates>
    </div>
  );
}
