import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './password-field.scss';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean };

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ invalid, className = '', ref, ...input }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const label = visible ? t('auth.hidePassword') : t('auth.showPassword');
  return (
    <div className={`input-group tb-password${invalid ? ' has-validation' : ''}`}>
      <input ref={ref} type={visible ? 'text' : 'password'} className={`form-control${invalid ? ' is-invalid' : ''} ${className}`} {...input} />
      <button
        type="button"
        className="btn btn-outline-secondary tb-password-toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        aria-pressed={visible}
        title={label}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
