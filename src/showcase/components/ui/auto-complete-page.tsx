import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/web/components/combobox';
import { errorOf } from '@/web/api/request';
import { useAutoCompleteTitlesQuery } from './components-api';
import { DemoCard, ShowcasePage } from './showcase-page';

const SUGGESTIONS = 8;
const DEBOUNCE_MS = 250;
// Regions whose names the browser knows in every interface language.
const REGIONS = ['AR', 'AU', 'BR', 'CA', 'CL', 'CN', 'CO', 'DE', 'EG', 'ES', 'FR', 'GB', 'IN', 'IT', 'JP', 'KR', 'MA', 'MX', 'NL', 'NO', 'PE', 'PT', 'SA', 'SE', 'TN', 'TR', 'US', 'UY', 'ZA'];

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Title = { id: number; title: string; rank: number };

/** Titles from the server as one types (after a pause), the typed part marked. */
function ServerTitles() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Title | null>(null);
  const typed = useDebounced(text.trim(), DEBOUNCE_MS);
  const result = useAutoCompleteTitlesQuery({ q: typed, limit: SUGGESTIONS }, { skip: !typed });
  const settled = typed === text.trim() && !result.isFetching;
  const items = settled && result.data ? result.data.autoComplete : [];
  return (
    <>
      <label className="form-label" htmlFor="ac-server">
        {t('showcase.components.autoComplete.titleLabel')}
      </label>
      <Combobox<Title>
        id="ac-server"
        value={text}
        onInputChange={(next) => {
          setText(next);
          setChosen(null);
        }}
        items={items}
        itemKey={(item) => item.id}
        itemText={(item) => item.title}
        itemDetail={(item) => t('showcase.components.autoComplete.rank', { rank: item.rank })}
        onSelect={(item) => {
          setText(item.title);
          setChosen(item);
        }}
        loading={!settled}
        loadingText={t('showcase.components.autoComplete.searching')}
        emptyText={result.error ? errorOf(result.error).message : t('showcase.components.autoComplete.noTitles')}
        placeholder={t('showcase.components.autoComplete.titlePlaceholder')}
        aria-describedby="ac-server-hint"
      />
      <div id="ac-server-hint" className="form-text">
        {t('showcase.components.autoComplete.keysHint')}
      </div>
      <p className="mt-3 mb-0" role="status" data-testid="ac-server-chosen">
        {chosen ? t('showcase.components.autoComplete.chosenTitle', { title: chosen.title, rank: chosen.rank }) : t('showcase.components.autoComplete.nothingChosen')}
      </p>
    </>
  );
}

type Region = { code: string; name: string };

/** A local list: the regions in the interface language, filtered in the browser. */
function LocalRegions({ id, size, openOnFocus, disabled }: { id: string; size?: 'sm' | 'lg'; openOnFocus?: boolean; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const regions = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return REGIONS.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);
  const needle = text.trim().toLocaleLowerCase(i18n.language);
  const items = regions.filter((region) => region.name.toLocaleLowerCase(i18n.language).includes(needle));
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t(`showcase.components.autoComplete.local.${id}`)}
      </label>
      <Combobox<Region>
        id={id}
        size={size}
        value={text}
        onInputChange={setText}
        items={items}
        itemKey={(item) => item.code}
        itemText={(item) => item.name}
        itemDetail={(item) => item.code}
        onSelect={(item) => setText(item.name)}
        emptyText={t('showcase.components.autoComplete.noRegions')}
        placeholder={t('showcase.components.autoComplete.regionPlaceholder')}
        minChars={openOnFocus ? 0 : 1}
        disabled={disabled}
      />
    </div>
  );
}

/** /components/auto-complete: an accessible combobox over the server's titles, and over a local list in sizes and states. */
export default function AutoCompletePage() {
  const { t } = useTranslation();
  return (
    <ShowcasePage name="autoComplete">
      <DemoCard title={t('showcase.components.autoComplete.server')}>
        <ServerTitles />
      </DemoCard>
      <DemoCard title={t('showcase.components.autoComplete.localList')}>
        <LocalRegions id="region" />
        <LocalRegions id="regionOnFocus" openOnFocus />
      </DemoCard>
      <DemoCard title={t('showcase.components.autoComplete.sizesStates')} wide>
        <div className="row">
          <div className="col-12 col-md-4">
            <LocalRegions id="regionSmall" size="sm" />
          </div>
          <div className="col-12 col-md-4">
            <LocalRegions id="regionLarge" size="lg" />
          </div>
          <div className="col-12 col-md-4">
            <LocalRegions id="regionDisabled" disabled />
          </div>
        </div>
      </DemoCard>
    </ShowcasePage>
  );
}
