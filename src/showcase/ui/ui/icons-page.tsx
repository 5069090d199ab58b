import { Fragment, lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bell, Calendar, Camera, Check, ChevronDown, Cloud, Copy, Download, FileText, Filter, Folder, Heart, House, Image, Inbox, Info, Link, Lock, Mail, MapPin, Menu, MessageSquare, Pencil, Phone, Plus, Search, Settings, Share2, ShoppingCart, Star, Trash2, Upload, User, Users, X, Zap,
} from 'lucide-react';
import { Demo, ShowcasePage } from './showcase-layout';
import { IconButton } from './icon-button';
import { matches, type CopyAs } from './icon-names';

// The whole set weighs far more than a page may load before it is shown: it comes in its own chunk the
// first time a person turns to the icons (points at them, focuses the search, or asks for the whole set).
const IconLibrary = lazy(() => import('./icon-library'));

/** A few everyday icons, drawn from the page's own chunk while the whole set is not loaded yet. */
const POPULAR = Object.entries({ Bell, Calendar, Camera, Check, ChevronDown, Cloud, Copy, Download, FileText, Filter, Folder, Heart, House, Image, Inbox, Info, Link, Lock, Mail, MapPin, Menu, MessageSquare, Pencil, Phone, Plus, Search, Settings, Share2, ShoppingCart, Star, Trash2, Upload, User, Users, X, Zap });

/** /icons: the whole lucide set, searchable, each icon's name or JSX copied with a press. */
export default function IconsPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [copyAs, setCopyAs] = useState<CopyAs>('jsx');
  const [wanted, setWanted] = useState(false);
  const [found, setFound] = useState<{ found: number; total: number } | null>(null);
  const onCount = useCallback((shown: number, total: number) => setFound({ found: shown, total }), []);
  const want = useCallback(() => setWanted(true), []);
  const popular = POPULAR.filter(([name]) => matches(name, query));
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <ShowcasePage title={t('showcase.icons.title')} intro={t('showcase.icons.intro')}>
      <Demo title={t('showcase.icons.set')} text={t('showcase.icons.setText')} wide>
        <div onPointerEnter={want} onFocus={want} onTouchStart={want}>
          <div className="row g-2 align-items-end mb-3">
            <div className="col-12 col-md-6">
              <label htmlFor="icon-search" className="form-label small">
                {t('showcase.icons.search')}
              </label>
              <input id="icon-search" type="search" dir="auto" className="form-control" value={query} placeholder={t('showcase.icons.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <fieldset className="col-12 col-md-6">
              <legend className="form-label small mb-1">{t('showcase.icons.copyAs')}</legend>
              <div className="btn-group btn-group-sm" role="radiogroup">
                {(['jsx', 'name'] as const).map((as) => (
                  <Fragment key={as}>
                    <input type="radio" className="btn-check" id={`icon-copy-${as}`} name="icon-copy-as" checked={copyAs === as} onChange={() => setCopyAs(as)} />
                    <label className="btn btn-outline-primary" htmlFor={`icon-copy-${as}`}>
                      {t(`showcase.icons.as.${as}`)}
                    </label>
                  </Fragment>
                ))}
              </div>
            </fieldset>
          </div>
          <p className="small mb-2" aria-live="polite" data-testid="icon-count">
            {found === null ? t('showcase.icons.popularCount', { count: popular.length }) : t('showcase.icons.count', { found: number.format(found.found), total: number.format(found.total) })}
          </p>
          {wanted ? (
            <Suspense fallback={<PopularIcons icons={popular} copyAs={copyAs} />}>
              <IconLibrary query={query} copyAs={copyAs} onCount={onCount} />
            </Suspense>
          ) : (
            <>
              <PopularIcons icons={popular} copyAs={copyAs} />
              <button type="button" className="btn btn-outline-primary mt-3" onClick={want}>
                {t('showcase.icons.loadAll')}
              </button>
            </>
          )}
        </div>
      </Demo>
    </ShowcasePage>
  );
}

function PopularIcons({ icons, copyAs }: { icons: typeof POPULAR; copyAs: CopyAs }) {
  return (
    <ul className="tb-icon-grid list-unstyled mb-0">
      {icons.map(([name, Icon]) => (
        <li key={name}>
          <IconButton name={name} Icon={Icon} copyAs={copyAs} />
        </li>
      ))}
    </ul>
  );
}
