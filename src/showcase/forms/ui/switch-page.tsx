import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColouredChecks, DisabledChecks, SizedChecks } from './check-variants';
import { ElementPage, Example } from './element-page';

const SETTINGS = ['notifications', 'darkMode', 'autosave'] as const;

/** Switches that say what they turn on, and the state each one is in. */
function Settings() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.switch.${key}`);
  const [on, setOn] = useState<Record<string, boolean>>({ notifications: true, darkMode: false, autosave: true });
  return (
    <>
      {SETTINGS.map((setting) => (
        <div className="form-check form-switch d-flex align-items-center gap-2 mb-2" key={setting}>
          <input className="form-check-input" type="checkbox" role="switch" id={`switch-${setting}`} checked={on[setting]} onChange={(event) => setOn((current) => ({ ...current, [setting]: event.target.checked }))} />
          <label className="form-check-label" htmlFor={`switch-${setting}`}>
            {k(`settings.${setting}`)}
          </label>
          <span className={`badge ms-auto ${on[setting] ? 'text-bg-success' : 'text-bg-secondary'}`} data-testid={`switch-${setting}-state`}>
            {on[setting] ? k('on') : k('off')}
          </span>
        </div>
      ))}
    </>
  );
}

/** /forms/elements/switch: switches that act, inline, reversed, colours, sizes and disabled. */
export default function SwitchPage() {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.checks.${key}`);
  return (
    <ElementPage name="switch">
      <Example title={t('showcase.formElements.switch.settingsTitle')} id="switch-settings">
        <Settings />
      </Example>
      <Example title={k('inline')} id="switch-inline">
        {(['one', 'two', 'three'] as const).map((n, i) => (
          <div className="form-check form-switch form-check-inline" key={n}>
            <input className="form-check-input" type="checkbox" role="switch" id={`switch-inline-${n}`} defaultChecked={i !== 1} />
            <label className="form-check-label" htmlFor={`switch-inline-${n}`}>
              {k(`option.${n}`)}
            </label>
          </div>
        ))}
        <div className="form-check form-switch form-check-reverse mt-3">
          <input className="form-check-input" type="checkbox" role="switch" id="switch-reverse" />
          <label className="form-check-label" htmlFor="switch-reverse">
            {t('showcase.formElements.switch.reverse')}
          </label>
        </div>
      </Example>
      <Example title={k('colours')} id="switch-colours">
        <ColouredChecks kind="switch" />
      </Example>
      <Example title={k('sizes')} id="switch-sizes">
        <SizedChecks kind="switch" />
        <div className="mt-3">
          <DisabledChecks kind="switch" />
        </div>
      </Example>
    </ElementPage>
  );
}
