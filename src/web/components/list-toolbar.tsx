import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Search } from 'lucide-react';
import { PAGE_SIZES } from '@/web/hooks/list-query';
import type { ListQuery } from '@/web/hooks/use-list-query';
import './list-toolbar.scss';

export interface ListFilter<Q> {
  key: keyof Q & string;
  /** Names the select. */
  label: string;
  /** The first option, "any" (the label when absent). */
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
}

interface Props<Q extends object> {
  list: ListQuery<Q>;
  search: { label: string; placeholder: string };
  filters?: readonly ListFilter<Q>[];
  /** At the inline end: the column menu, the primary action. */
  actions?: ReactNode;
  sizes?: readonly number[];
}

/** A list's header: search (debounced, synced from the URL), filter selects, Reset when filtered, page size and actions. */
export function ListToolbar<Q extends object>({ list, search, filters = [], actions, sizes = PAGE_SIZES }: Props<Q>) {
  const { t } = useTranslation();
  const sizeId = useId();
  const query = list.query as Record<string, unknown>;
  const { keys } = list.spec;
  const urlText = String(query[keys.search] ?? '');
  const [text, setText] = useState(urlText);
  const [seen, setSeen] = useState(urlText);
  // The URL changed on its own (Back, Reset, a link): show its search, unless it is what is being typed.
  if (seen !== urlText) {
    setSeen(urlText);
    if (text.trim() !== urlText) setText(urlText);
  }
  return (
    <div className="tb-list-toolbar p-3 border-bottom">
      <div className="input-group tb-list-search">
        <span className="input-group-text" aria-hidden="true">
          <Search size={16} />
        </span>
        <input
          type="search"
          className="form-control"
          placeholder={search.placeholder}
          aria-label={search.label}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            list.setSearch(e.target.value);
          }}
        />
      </div>
      {filters.map((filter) => (
        <select
          key={filter.key}
          className="form-select tb-list-filter"
          aria-label={filter.label}
          value={String(query[filter.key] ?? '')}
          onChange={(e) => list.set({ [filter.key]: e.target.value || undefined } as Partial<Q>)}
        >
          <option value="">{filter.anyLabel ?? filter.label}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
      {list.isFiltered && (
        <button type="button" className="btn btn-outline-secondary tb-list-reset" onClick={list.reset}>
          <RotateCcw size={16} aria-hidden="true" />
          {t('common.reset')}
        </button>
      )}
      <div className="tb-list-end">
        <div className="tb-list-size">
          <label htmlFor={sizeId} className="text-body-secondary small text-nowrap">
            {t('common.perPage')}
          </label>
          <select id={sizeId} className="form-select" value={String(query[keys.perPage])} onChange={(e) => list.set({ [keys.perPage]: Number(e.target.value) } as Partial<Q>)}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        {actions}
      </div>
    </div>
  );
}
