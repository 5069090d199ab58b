import { useTranslation } from 'react-i18next';
import { CheckCircle2, Mail, Plus, Star, Trash2, type LucideIcon } from 'lucide-react';
import type { TodoListQuery } from '../contract';
import { TODO_TAGS } from '../routes';

const VIEWS: { filter?: TodoListQuery['filter']; key: string; icon: LucideIcon }[] = [
  { key: 'all', icon: Mail },
  { filter: 'important', key: 'important', icon: Star },
  { filter: 'completed', key: 'completed', icon: CheckCircle2 },
  { filter: 'deleted', key: 'deleted', icon: Trash2 },
];

interface TodoSidebarProps {
  query: TodoListQuery;
  onChange: (changes: { filter?: string; tag?: string }) => void;
  onAdd: () => void;
}

/** The views of the spec (all, important, completed, deleted) and the tags. */
export function TodoSidebar({ query, onChange, onAdd }: TodoSidebarProps) {
  const { t } = useTranslation();
  return (
    <div className="tb-todo-sidebar p-3">
      <button type="button" className="btn btn-primary w-100 mb-3" onClick={onAdd}>
        <Plus size={18} className="me-1" aria-hidden="true" />
        {t('todo.add')}
      </button>
      <nav aria-label={t('todo.views')}>
        <ul className="list-unstyled mb-4">
          {VIEWS.map(({ filter, key, icon: Icon }) => {
            const active = !query.tag && query.filter === filter;
            return (
              <li key={key}>
                <button type="button" className={`tb-side-filter ${active ? 'active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onChange({ filter, tag: undefined })}>
                  <Icon size={18} aria-hidden="true" />
                  {t(`todo.filters.${key}`)}
                </button>
              </li>
            );
          })}
        </ul>
        <h2 className="tb-side-title">{t('todo.tagsTitle')}</h2>
        <ul className="list-unstyled mb-0">
          {TODO_TAGS.map((tag) => {
            const active = query.tag === tag;
            return (
              <li key={tag}>
                <button type="button" className={`tb-side-filter ${active ? 'active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => onChange({ tag, filter: undefined })}>
                  <span className={`tb-tint-dot tb-tag-${tag}`} aria-hidden="true" />
                  {t(`todo.tags.${tag}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
