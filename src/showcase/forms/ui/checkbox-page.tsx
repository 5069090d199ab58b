import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColouredChecks, DisabledChecks, SizedChecks } from './check-variants';
import { ElementPage, Example } from './element-page';

const TOPICS = ['billing', 'security', 'news'] as const;

/** "All" over three checks: checked when all are, mixed (indeterminate) when some are. */
function SelectAll() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.checkbox.${key}`);
  const [chosen, setChosen] = useState<Set<string>>(new Set(['security']));
  const all = useRef<HTMLInputElement>(null);
  const some = chosen.size > 0 && chosen.size < TOPICS.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);
  const toggle = (topic: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(topic)) next.delete(topic);
      else next.add(topic);
      return next;
    });
  return (
    <fieldset>
      <legend className="fs-6 fw-semibold">{k('topics')}</legend>
      <div className="form-check">
        <input ref={all} className="form-check-input" type="checkbox" id="checkbox-all" checked={chosen.size === TOPICS.length} aria-checked={some ? 'mixed' : chosen.size === TOPICS.length} onChange={(event) => setChosen(event.target.checked ? new Set(TOPICS) : new Set())} />
        <label className="form-check-label" htmlFor="checkbox-all">
          {k('all')}
        </label>
      </div>
      <div className="ps-4">
        {TOPICS.map((topic) => (
          <div className="form-check" key={topic}>
            <input className="form-check-input" type="checkbox" id={`checkbox-topic-${topic}`} checked={chosen.has(topic)} onChange={() => toggle(topic)} />
            <label className="form-check-label" htmlFor={`checkbox-topic-${topic}`}>
              {k(`topic.${topic}`)}
            </label>
          </div>
        ))}
      </div>
      <p className="form-text mb-0" aria-live="polite">
        {t('showcase.formElements.checkbox.chosen', { count: chosen.size })}
      </p>
    </fieldset>
  );
}

/** A required check: its message shows once the form is sent without it. */
function RequiredCheck() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.checkbox.${key}`);
  const [accepted, setAccepted] = useState(false);
  const [sent, setSent] = useState(false);
  const invalid = sent && !accepted;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <div className="form-check mb-3">
        <input className={`form-check-input${invalid ? ' is-invalid' : ''}${sent && accepted ? ' is-valid' : ''}`} type="checkbox" id="checkbox-terms" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} aria-invalid={invalid} aria-describedby="checkbox-terms-feedback" required />
        <label className="form-check-label" htmlFor="checkbox-terms">
          {k('terms')}
        </label>
        <div id="checkbox-terms-feedback" className={sent ? (invalid ? 'invalid-feedback' : 'valid-feedback') : 'form-text'} aria-live="polite">
          {sent ? (invalid ? k('termsInvalid') : k('termsValid')) : k('termsHelp')}
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-sm">
        {k('send')}
      </button>
    </form>
  );
}

/** /forms/elements/checkbox: default, inline, colours, sizes, indeterminate, disabled and validation. */
export default function CheckboxPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.checks.${key}`);
  return (
    <ElementPage name="checkbox">
      <Example title={k('indeterminate')} id="checkbox-indeterminate">
        <SelectAll />
      </Example>
      <Example title={k('validation')} id="checkbox-validation">
        <RequiredCheck />
      </Example>
      <Example title={k('inline')} id="checkbox-inline">
        {(['one', 'two', 'three'] as const).map((n, i) => (
          <div className="form-check form-check-inline" key={n}>
            <input className="form-check-input" type="checkbox" id={`checkbox-inline-${n}`} defaultChecked={i === 0} />
            <label className="form-check-label" htmlFor={`checkbox-inline-${n}`}>
              {k(`option.${n}`)}
            </label>
          </div>
        ))}
      </Example>
      <Example title={k('colours')} id="checkbox-colours">
        <ColouredChecks kind="checkbox" />
      </Example>
      <Example title={k('sizes')} id="checkbox-sizes">
        <SizedChecks kind="checkbox" />
      </Example>
      <Example title={k('disabled')} id="checkbox-disabled">
        <DisabledChecks kind="checkbox" />
      </Example>
    </ElementPage>
  );
}
