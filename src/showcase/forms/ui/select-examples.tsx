import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select, { components, type AriaLiveMessages, type GroupBase, type MultiValue, type MultiValueRemoveProps, type SingleValue } from 'react-select';
import type { TFunction } from 'i18next';
import AsyncSelect from 'react-select/async';
import { errorOf } from '@/web/api/request';
import { useLazySelectOptionsQuery } from './forms-api';
import { COLOURS, FLAVOURS, GROUPS, type SelectKind } from './select-options';
import './select.scss';

interface Option {
  value: string;
  label: string;
}

export interface SelectExampleProps {
  id: string;
  kind: SelectKind | 'async';
  /** Text typed in the stand-in before the select arrived, and whether it had focus. */
  typed?: string;
  focused?: boolean;
}

const common = { classNamePrefix: 'tb-fselect', className: 'tb-fselect', menuPlacement: 'auto' as const };

/** A chosen option's remove button, named in the interface language. */
function RemoveChosen(props: MultiValueRemoveProps<Option>) {
  const { t } = useTranslation();
  return <components.MultiValueRemove {...props} innerProps={{ ...props.innerProps, 'aria-label': t('showcase.formElements.select.remove', { label: props.data.label }) }} />;
}

/** What react-select says to a screen reader (English by default), in the interface language. */
function speech(t: TFunction) {
  const say = (key: string, values?: Record<string, unknown>) => t(`showcase.formElements.select.speech.${key}`, values);
  const ariaLiveMessages: AriaLiveMessages<Option, boolean, GroupBase<Option>> = {
    guidance: ({ context }) => say(`${context}Guidance`),
    onChange: ({ action, label, labels }) => {
      if (action === 'select-option') return say('chosen', { label });
      if (action === 'deselect-option' || action === 'remove-value' || action === 'pop-value') return say('removed', { label });
      if (action === 'clear') return say('cleared');
      return labels.length ? say('current', { labels: labels.join(', ') }) : '';
    },
    onFocus: ({ label, isSelected, isDisabled }) => say(isDisabled ? 'focusedDisabled' : isSelected ? 'focusedChosen' : 'focused', { label }),
    onFilter: ({ inputValue, resultsMessage }) => say('filtered', { results: resultsMessage, input: inputValue }),
  };
  return { ariaLiveMessages, screenReaderStatus: ({ count }: { count: number }) => say('results', { count }) };
}

/** One of the page's react-select examples: local options (single, many, grouped, clearable, disabled, required) or the server's. */
export default function SelectExample({ id, kind, typed, focused }: SelectExampleProps) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.select.${key}`);
  const option = (value: string): Option => ({ value, label: k(`options.${value}`) });
  const isRtl = i18n.dir() === 'rtl';
  const base = { ...common, components: { MultiValueRemove: RemoveChosen }, inputId: id, isRtl, autoFocus: focused, defaultInputValue: typed, defaultMenuIsOpen: Boolean(focused && typed), 'aria-describedby': `${id}-help`, noOptionsMessage: () => t('common.noResults'), loadingMessage: () => t('common.loading'), placeholder: k('placeholder'), ...speech(t) };
  // Values are kept, labels made at each render: they follow the interface language.
  const [singleValue, setSingleValue] = useState<string | null>(kind === 'clearable' ? 'sunset' : kind === 'disabled' ? 'slate' : kind === 'single' ? 'forest' : null);
  const [manyValues, setManyValues] = useState<string[]>(kind === 'multi' ? ['vanilla', 'pistachio'] : []);
  const single = singleValue ? option(singleValue) : null;
  const many = manyValues.map(option);
  const setSingle = (chosen: SingleValue<Option>) => setSingleValue(chosen?.value ?? null);
  const setMany = (chosen: MultiValue<Option>) => setManyValues(chosen.map((o) => o.value));
  const [touched, setTouched] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [search] = useLazySelectOptionsQuery();

  if (kind === 'async') {
    const load = async (query: string) => {
      try {
        const { options } = await search(query.trim(), true).unwrap();
        setLoadError(null);
        return options.map((o) => ({ value: String(o.id), label: o.label }));
      } catch (failure) {
        setLoadError(errorOf(failure).message);
        return [];
      }
    };
    return (
      <>
        <AsyncSelect<Option, true> {...base} isMulti cacheOptions defaultOptions loadOptions={load} placeholder={k('asyncPlaceholder')} aria-invalid={Boolean(loadError)} />
        {loadError && (
          <div className="invalid-feedback d-block" role="alert">
            {loadError}
          </div>
        )}
      </>
    );
  }

  if (kind === 'multi')
    return <Select<Option, true> {...base} isMulti options={FLAVOURS.map(option)} value={many} onChange={setMany} closeMenuOnSelect={false} />;

  if (kind === 'grouped') {
    const groups: GroupBase<Option>[] = Object.entries(GROUPS).map(([group, values]) => ({ label: k(`groups.${group}`), options: values.map(option) }));
    return <Select<Option, false, GroupBase<Option>> {...base} options={groups} value={single} onChange={setSingle} />;
  }

  const invalid = kind === 'required' && touched && !single;
  return (
    <>
      <Select<Option, false>
        {...base}
        options={COLOURS.map(option)}
        value={single}
        onChange={setSingle}
        onBlur={() => setTouched(true)}
        isClearable={kind === 'clearable' || kind === 'required'}
        isDisabled={kind === 'disabled'}
        aria-invalid={invalid}
        aria-describedby={`${id}-help${invalid ? ` ${id}-feedback` : ''}`}
        classNames={{ control: () => (invalid ? 'is-invalid' : single && kind === 'required' ? 'is-valid' : '') }}
      />
      {kind === 'required' && (
        <div id={`${id}-feedback`} className={invalid ? 'invalid-feedback d-block' : 'valid-feedback d-block'} aria-live="polite">
          {invalid ? k('requiredInvalid') : single ? k('requiredValid') : ''}
        </div>
      )}
    </>
  );
}
