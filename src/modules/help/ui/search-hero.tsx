import { useState } from 'react';
import { Search } from 'lucide-react';
import type { ListQuery } from '@/web/hooks/use-list-query';

interface Props {
  list: ListQuery<{ q: string }>;
  title: string;
  subtitle: string;
  label: string;
  placeholder: string;
}

/** A help page's banner: its title and a search box whose text lives in the URL (`?q=`), so a reload keeps it. */
export function SearchHero({ list, title, subtitle, label, placeholder }: Props) {
  const urlText = list.query.q;
  const [text, setText] = useState(urlText);
  const [seen, setSeen] = useState(urlText);
  // The URL changed on its own (Back, a link, "clear"): show its search, unless it is what is being typed.
  if (seen !== urlText) {
    setSeen(urlText);
    if (text.trim() !== urlText) setText(urlText);
  }
  return (
    <section className="tb-help-hero card mb-4">
      <div className="card-body text-center py-5 px-3">
        <h1 className="h3 text-primary mb-2">{title}</h1>
        <p className="text-body-secondary mb-4">{subtitle}</p>
        <div className="input-group tb-help-search mx-auto">
          <span className="input-group-text" aria-hidden="true">
            <Search size={18} />
          </span>
          <input
            type="search"
            className="form-control form-control-lg"
            aria-label={label}
            placeholder={placeholder}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              list.setSearch(e.target.value);
            }}
          />
        </div>
      </div>
    </section>
  );
}
