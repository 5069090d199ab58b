import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';

const MAX = 140;

/** A textarea that grows with its text (up to a limit, then it scrolls). */
function AutoGrow() {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight + 2, 320)}px`;
  }, [text]);
  return (
    <>
      <label className="form-label" htmlFor="textarea-grow">
        {t('showcase.formElements.textarea.growLabel')}
      </label>
      <textarea ref={area} id="textarea-grow" className="form-control tb-textarea-grow" rows={2} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="textarea-grow-help" />
      <div id="textarea-grow-help" className="form-text">
        {t('showcase.formElements.textarea.growHelp')}
      </div>
    </>
  );
}

/** A textarea with a maximum length and a counter of what is left, announced as it changes. */
function WithCounter() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const left = MAX - text.length;
  return (
    <>
      <label className="form-label" htmlFor="textarea-counter">
        {t('showcase.formElements.textarea.counterLabel')}
      </label>
      <textarea id="textarea-counter" className="form-control" rows={3} maxLength={MAX} value={text} onChange={(event) => setText(event.target.value)} aria-describedby="textarea-counter-count" />
      <div id="textarea-counter-count" className={`form-text text-end${left <= 10 ? ' text-danger' : ''}`} aria-live="polite">
        {t('showcase.formElements.textarea.counter', { length: text.length, max: MAX })}
      </div>
    </>
  );
}

/** /forms/elements/textarea: sizes, auto-grow, a counter with a maximum length, floating label and states. */
export default function TextareaPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.textarea.${key}`);
  return (
    <ElementPage name="textarea">
      <Example title={k('basic')} id="textarea-basic">
        <div className="mb-3">
          <label className="form-label" htmlFor="textarea-basic-field">
            {k('comment')}
          </label>
          <textarea id="textarea-basic-field" className="form-control" rows={3} placeholder={k('commentPlaceholder')} />
        </div>
        <div className="mb-3">
          <label className="form-label small" htmlFor="textarea-small">
            {t('showcase.formElements.input.size.sm')}
          </label>
          <textarea id="textarea-small" className="form-control form-control-sm" rows={2} />
        </div>
        <div>
          <label className="form-label fs-5" htmlFor="textarea-large">
            {t('showcase.formElements.input.size.lg')}
          </label>
          <textarea id="textarea-large" className="form-control form-control-lg" rows={2} />
        </div>
      </Example>

      <Example title={k('growTitle')} id="textarea-grow-example">
        <AutoGrow />
      </Example>

      <Example title={k('counterTitle')} id="textarea-counter-example">
        <WithCounter />
      </Example>

      <Example title={k('floatingTitle')} id="textarea-floating-example">
        <div className="form-floating">
          <textarea id="textarea-floating" className="form-control tb-textarea-tall" placeholder={k('comment')} />
          <label htmlFor="textarea-floating">{k('comment')}</label>
        </div>
      </Example>

      <Example title={k('states')} id="textarea-states" wide>
        <div className="row g-3">
          <div className="col-md-6 col-xl-3">
            <label className="form-label" htmlFor="textarea-disabled">
              {t('showcase.formElements.input.disabled')}
            </label>
            <textarea id="textarea-disabled" className="form-control" rows={3} disabled defaultValue={k('disabledValue')} />
          </div>
          <div className="col-md-6 col-xl-3">
            <label className="form-label" htmlFor="textarea-readonly">
              {t('showcase.formElements.input.readonly')}
            </label>
            <textarea id="textarea-readonly" className="form-control" rows={3} readOnly defaultValue={k('readonlyValue')} />
          </div>
          <div className="col-md-6 col-xl-3">
            <label className="form-label" htmlFor="textarea-valid">
              {t('showcase.formElements.input.validLabel')}
            </label>
            <textarea id="textarea-valid" className="form-control is-valid" rows={3} defaultValue={k('validValue')} aria-describedby="textarea-valid-feedback" />
            <div id="textarea-valid-feedback" className="valid-feedback">
              {k('validMessage')}
            </div>
          </div>
          <div className="col-md-6 col-xl-3">
            <label className="form-label" htmlFor="textarea-invalid">
              {k('invalidLabel')}
            </label>
            <textarea id="textarea-invalid" className="form-control is-invalid" rows={3} aria-invalid="true" aria-describedby="textarea-invalid-feedback" />
            <div id="textarea-invalid-feedback" className="invalid-feedback">
              {k('invalidMessage')}
            </div>
          </div>
        </div>
      </Example>
    </ElementPage>
  );
}
