import { useTranslation } from 'react-i18next';

export const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export const SIZES = ['sm', 'md', 'lg'] as const;

type Kind = 'checkbox' | 'radio' | 'switch';

/** One check of each theme colour, checked, inline. */
export function ColouredChecks({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  return (
    <div>
      {COLOURS.map((colour) => (
        <div key={colour} className={`form-check form-check-inline${kind === 'switch' ? ' form-switch' : ''} tb-check-${colour}`}>
          <input className="form-check-input" type={kind === 'radio' ? 'radio' : 'checkbox'} role={kind === 'switch' ? 'switch' : undefined} name={`${kind}-colours-${colour}`} id={`${kind}-colour-${colour}`} defaultChecked />
          <label className="form-check-label" htmlFor={`${kind}-colour-${colour}`}>
            {t(`showcase.formElements.checks.colour.${colour}`)}
          </label>
        </div>
      ))}
    </div>
  );
}

/** A small, a default and a large check. */
export function SizedChecks({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      {SIZES.map((size) => (
        <div key={size} className={`form-check${kind === 'switch' ? ' form-switch' : ''} tb-check-${size} mb-0`}>
          <input className="form-check-input" type={kind === 'radio' ? 'radio' : 'checkbox'} role={kind === 'switch' ? 'switch' : undefined} name={`${kind}-sizes`} id={`${kind}-size-${size}`} defaultChecked={size === 'md'} />
          <label className="form-check-label" htmlFor={`${kind}-size-${size}`}>
            {t(`showcase.formElements.input.size.${size}`)}
          </label>
        </div>
      ))}
    </div>
  );
}

/** Disabled, checked and not. */
export function DisabledChecks({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  return (
    <div>
      {[false, true].map((checked) => (
        <div key={String(checked)} className={`form-check${kind === 'switch' ? ' form-switch' : ''}`}>
          <input className="form-check-input" type={kind === 'radio' ? 'radio' : 'checkbox'} role={kind === 'switch' ? 'switch' : undefined} name={`${kind}-disabled`} id={`${kind}-disabled-${checked}`} defaultChecked={checked} disabled />
          <label className="form-check-label" htmlFor={`${kind}-disabled-${checked}`}>
            {t(checked ? 'showcase.formElements.checks.disabledChecked' : 'showcase.formElements.checks.disabledUnchecked')}
          </label>
        </div>
      ))}
    </div>
  );
}
