import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementPage, Example } from './element-page';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address checked as it is typed once the field is left: valid or invalid, with its message and help text. */
function ValidatedEmail() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !EMAIL.test(value.trim());
  const valid = touched && !invalid;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="input-email-check">
        {t('showcase.formElements.input.email')} <span aria-hidden="true">*</span>
      </label>
      <input
        id="input-email-check"
        type="email"
        className={`form-control${invalid ? ' is-invalid' : ''}${valid ? ' is-valid' : ''}`}
        value={value}
        required
        aria-invalid={invalid}
        aria-describedby="input-email-check-help input-email-check-feedback"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <div id="input-email-check-help" className="form-text">
        {t('showcase.formElements.input.emailHelp')}
      </div>
      <div id="input-email-check-feedback" className={invalid ? 'invalid-feedback' : 'valid-feedback'} aria-live="polite">
        {invalid ? t('showcase.formElements.input.emailInvalid') : valid ? t('showcase.formElements.input.emailValid') : ''}
      </div>
    </div>
  );
}

function PasswordWithReveal() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="input-password">
        {t('showcase.formElements.input.password')}
      </label>
      <div className="input-group">
        <input id="input-password" type={shown ? 'text' : 'password'} className="form-control" autoComplete="new-password" />
        <button type="button" className="btn btn-outline-secondary" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? t('showcase.formElements.input.hide') : t('showcase.formElements.input.show')}
        </button>
      </div>
    </div>
  );
}

const TYPES = ['text', 'search', 'url', 'tel', 'number'] as const;
const FRUITS = ['apple', 'banana', 'cherry', 'grape', 'mango', 'orange', 'pear'] as const;

/** /forms/elements/input: text inputs in every size, type and state, with floating labels and a datalist. */
export default function InputPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.input.${key}`);
  const datalistId = useId();
  const [fruit, setFruit] = useState('');
  const [colour, setColour] = useState('#6d5dfc');
  const chosen = FRUITS.find((f) => k(`fruits.${f}`).toLowerCase() === fruit.trim().toLowerCase());
  return (
    <ElementPage name="input">
      <Example title={k('sizes')} id="input-sizes">
        {(['lg', '', 'sm'] as const).map((size) => (
          <div className="mb-3" key={size || 'md'}>
            <label className={`form-label${size === 'sm' ? ' small' : ''}`} htmlFor={`input-size-${size || 'md'}`}>
              {k(`size.${size || 'md'}`)}
            </label>
            <input id={`input-size-${size || 'md'}`} className={`form-control${size ? ` form-control-${size}` : ''}`} placeholder={k(`size.${size || 'md'}`)} />
          </div>
        ))}
      </Example>

      <Example title={k('types')} id="input-types">
        <div className="row g-3">
          {TYPES.map((type) => (
            <div className="col-sm-6" key={type}>
              <label className="form-label" htmlFor={`input-type-${type}`}>
                {k(`type.${type}`)}
              </label>
              <input id={`input-type-${type}`} type={type} className="form-control" placeholder={k(`typePlaceholder.${type}`)} />
            </div>
          ))}
          <div className="col-sm-6">
            <label className="form-label" htmlFor="input-type-color">
              {k('type.color')}
            </label>
            <div className="d-flex align-items-center gap-2">
              <input id="input-type-color" type="color" className="form-control form-control-color" value={colour} onChange={(event) => setColour(event.target.value)} />
              <code>{colour}</code>
            </div>
          </div>
        </div>
      </Example>

      <Example title={k('floating')} id="input-floating">
        <div className="form-floating mb-3">
          <input id="input-floating-name" className="form-control" placeholder={k('fullName')} />
          <label htmlFor="input-floating-name">{k('fullName')}</label>
        </div>
        <div className="form-floating mb-3">
          <input id="input-floating-filled" className="form-control" placeholder={k('city')} defaultValue="Albavista" />
          <label htmlFor="input-floating-filled">{k('city')}</label>
        </div>
        <div className="form-floating">
          <input id="input-floating-invalid" className="form-control is-invalid" placeholder={k('username')} defaultValue="a" aria-invalid="true" aria-describedby="input-floating-invalid-feedback" />
          <label htmlFor="input-floating-invalid">{k('username')}</label>
          <div id="input-floating-invalid-feedback" className="invalid-feedback">
            {k('usernameInvalid')}
          </div>
        </div>
      </Example>

      <Example title={k('states')} id="input-states">
        <div className="mb-3">
          <label className="form-label" htmlFor="input-disabled">
            {k('disabled')}
          </label>
          <input id="input-disabled" className="form-control" value={k('disabledValue')} disabled readOnly />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="input-readonly">
            {k('readonly')}
          </label>
          <input id="input-readonly" className="form-control" value={k('readonlyValue')} readOnly />
        </div>
        <div className="row mb-3">
          <label className="col-sm-4 col-form-label" htmlFor="input-plaintext">
            {k('plaintext')}
          </label>
          <div className="col-sm-8">
            <input id="input-plaintext" className="form-control-plaintext" value="admin@demo.com" readOnly />
          </div>
        </div>
        <div>
          <label className="form-label" htmlFor="input-valid">
            {k('validLabel')}
          </label>
          <input id="input-valid" className="form-control is-valid" defaultValue="Albamar" aria-describedby="input-valid-feedback" />
          <div id="input-valid-feedback" className="valid-feedback">
            {k('validMessage')}
          </div>
        </div>
      </Example>

      <Example title={k('validation')} id="input-validation">
        <ValidatedEmail />
        <PasswordWithReveal />
      </Example>

      <Example title={k('datalist')} id="input-datalist">
        <label className="form-label" htmlFor="input-datalist-field">
          {k('fruit')}
        </label>
        <input id="input-datalist-field" className="form-control" list={datalistId} value={fruit} onChange={(event) => setFruit(event.target.value)} placeholder={k('fruitPlaceholder')} aria-describedby="input-datalist-help" />
        <datalist id={datalistId}>
          {FRUITS.map((f) => (
            <option key={f} value={k(`fruits.${f}`)} />
          ))}
        </datalist>
        <div id="input-datalist-help" className="form-text" aria-live="polite">
          {chosen ? t('showcase.formElements.input.fruitChosen', { fruit: k(`fruits.${chosen}`) }) : k('fruitHelp')}
        </div>
      </Example>
    </ElementPage>
  );
}
