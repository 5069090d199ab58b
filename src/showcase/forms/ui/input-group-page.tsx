import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { ElementPage, Example } from './element-page';

const CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL'] as const;
const SEARCH_IN = ['all', 'titles', 'people'] as const;

/** An amount in a currency chosen from the dropdown before it; the total reads it in the interface language. */
function AmountWithCurrency() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useState<(typeof CURRENCIES)[number]>('EUR');
  const [amount, setAmount] = useState('1250');
  const number = Number(amount.replace(',', '.'));
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="group-amount">
        {t('showcase.formElements.inputGroup.amount')}
      </label>
      <div className="input-group">
        <Dropdown>
          <Dropdown.Toggle variant="outline-secondary" id="group-currency" aria-label={t('showcase.formElements.inputGroup.currency', { currency })}>
            {currency}
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {CURRENCIES.map((code) => (
              <Dropdown.Item as="button" type="button" key={code} active={code === currency} onClick={() => setCurrency(code)}>
                {code}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
        <input id="group-amount" className="form-control" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="group-amount-total" />
      </div>
      <div id="group-amount-total" className="form-text" aria-live="polite">
        {Number.isFinite(number) ? new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(number) : t('showcase.formElements.inputGroup.notANumber')}
      </div>
    </div>
  );
}

/** A search with a scope chosen from a dropdown after it and buttons that act on what is typed. */
function SearchWithButtons() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.inputGroup.${key}`);
  const [scope, setScope] = useState<(typeof SEARCH_IN)[number]>('all');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  return (
    <form
      className="mb-0"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setSearched(text.trim());
      }}
    >
      <label className="form-label" htmlFor="group-search">
        {k('search')}
      </label>
      <div className="input-group">
        <input id="group-search" className="form-control" value={text} onChange={(event) => setText(event.target.value)} placeholder={k('searchPlaceholder')} />
        <button type="button" className="btn btn-outline-secondary" onClick={() => { setText(''); setSearched(null); }} disabled={!text}>
          {t('common.clear')}
        </button>
        <Dropdown align="end">
          <Dropdown.Toggle variant="outline-secondary" id="group-scope">
            {k(`scope.${scope}`)}
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {SEARCH_IN.map((option) => (
              <Dropdown.Item as="button" type="button" key={option} active={option === scope} onClick={() => setScope(option)}>
                {k(`scope.${option}`)}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
        <button type="submit" className="btn btn-primary">
          {t('common.search')}
        </button>
      </div>
      <p className="form-text mb-0" aria-live="polite">
        {searched === null ? k('searchHelp') : searched ? t('showcase.formElements.inputGroup.searched', { text: searched, scope: k(`scope.${scope}`) }) : k('searchEmpty')}
      </p>
    </form>
  );
}

/** /forms/elements/input-group: inputs with text, buttons, dropdowns, checkboxes and radios attached, in three sizes. */
export default function InputGroupPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.inputGroup.${key}`);
  const [agree, setAgree] = useState(true);
  return (
    <ElementPage name="inputGroup">
      <Example title={k('addons')} id="group-addons">
        <div className="mb-3">
          <label className="form-label" htmlFor="group-username">
            {k('username')}
          </label>
          <div className="input-group">
            <span className="input-group-text" id="group-username-at">@</span>
            <input id="group-username" className="form-control" aria-describedby="group-username-at" placeholder="ana.lopez" />
          </div>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="group-site">
            {k('website')}
          </label>
          <div className="input-group">
            <span className="input-group-text">https://</span>
            <input id="group-site" className="form-control" placeholder="tablero.example" />
            <span className="input-group-text">.com</span>
          </div>
        </div>
        <div>
          <label className="form-label" htmlFor="group-price">
            {k('price')}
          </label>
          <div className="input-group">
            <span className="input-group-text">€</span>
            <input id="group-price" className="form-control" inputMode="decimal" placeholder="0" />
            <span className="input-group-text">,00</span>
          </div>
        </div>
      </Example>

      <Example title={k('dropdowns')} id="group-dropdowns">
        <AmountWithCurrency />
        <SearchWithButtons />
      </Example>

      <Example title={k('checks')} id="group-checks">
        <div className="mb-3">
          <label className="form-label" htmlFor="group-check-text">
            {k('checkText')}
          </label>
          <div className="input-group">
            <div className="input-group-text">
              <input id="group-check" className="form-check-input mt-0" type="checkbox" checked={agree} onChange={(event) => setAgree(event.target.checked)} aria-label={k('checkToggle')} />
            </div>
            <input id="group-check-text" className="form-control" disabled={!agree} placeholder={agree ? k('checkOn') : k('checkOff')} />
          </div>
        </div>
        <div>
          <label className="form-label" htmlFor="group-radio-text">
            {k('radioText')}
          </label>
          <div className="input-group">
            <div className="input-group-text">
              <input className="form-check-input mt-0" type="radio" name="group-radio" defaultChecked aria-label={k('radioToggle')} />
            </div>
            <input id="group-radio-text" className="form-control" />
          </div>
        </div>
      </Example>

      <Example title={k('sizesTitle')} id="group-sizes">
        {(['sm', '', 'lg'] as const).map((size) => (
          <div className="mb-3" key={size || 'md'}>
            <label className="form-label" htmlFor={`group-size-${size || 'md'}`}>
              {t(`showcase.formElements.input.size.${size || 'md'}`)}
            </label>
            <div className={`input-group${size ? ` input-group-${size}` : ''}`}>
              <span className="input-group-text">#</span>
              <input id={`group-size-${size || 'md'}`} className="form-control" />
            </div>
          </div>
        ))}
      </Example>

      <Example title={k('statesTitle')} id="group-states" wide>
        <div className="row g-3">
          <div className="col-md-4">
            <label className="form-label" htmlFor="group-disabled">
              {t('showcase.formElements.input.disabled')}
            </label>
            <div className="input-group">
              <span className="input-group-text">@</span>
              <input id="group-disabled" className="form-control" disabled defaultValue="ana.lopez" />
            </div>
          </div>
          <div className="col-md-4">
            <span className="form-label d-block">{k('floating')}</span>
            <div className="input-group">
              <span className="input-group-text">@</span>
              <div className="form-floating">
                <input id="group-floating" className="form-control" placeholder={k('username')} />
                <label htmlFor="group-floating">{k('username')}</label>
              </div>
            </div>
          </div>
          <div className="col-md-4">
            <label className="form-label" htmlFor="group-invalid">
              {k('invalid')}
            </label>
            <div className="input-group has-validation">
              <span className="input-group-text">@</span>
              <input id="group-invalid" className="form-control is-invalid" defaultValue="ana lopez" aria-invalid="true" aria-describedby="group-invalid-feedback" />
              <div id="group-invalid-feedback" className="invalid-feedback">
                {k('invalidMessage')}
              </div>
            </div>
          </div>
        </div>
      </Example>
    </ElementPage>
  );
}
