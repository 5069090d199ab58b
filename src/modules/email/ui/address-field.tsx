import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Avatar } from '@/web/components/avatar';
import { splitAddresses } from './compose-seed';
import { useEmailContactsQuery } from './email-api';

interface AddressFieldProps {
  name: 'to' | 'cc' | 'bcc';
  label: string;
  value: string;
  error?: string;
  registration: UseFormRegisterReturn;
  onPick: (value: string) => void;
}

/** An address box (several addresses, comma separated) that suggests users of the organisation as you type. */
export function AddressField({ name, label, value, error, registration, onPick }: AddressFieldProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const parts = value.split(/[,;]/);
  const typing = (parts[parts.length - 1] ?? '').trim();
  const { data } = useEmailContactsQuery(typing, { skip: !focused || typing.length < 2 });
  const present = new Set(splitAddresses(value));
  const suggestions = focused && typing.length >= 2 ? (data?.contacts ?? []).filter((c) => !present.has(c.email) || c.email === typing.toLowerCase()) : [];
  const id = `compose-${name}`;

  const pick = (email: string) => {
    const kept = parts.slice(0, -1).map((p) => p.trim()).filter(Boolean);
    onPick([...kept, email].join(', ') + ', ');
    document.getElementById(id)?.focus();
  };

  return (
    <div
      className="mb-3"
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="position-relative">
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          {...registration}
        />
        {suggestions.length > 0 && (
          <ul className="list-group tb-compose-suggestions" aria-label={t('email.compose.suggestions')}>
            {suggestions.map((c) => (
              <li key={c.email} className="list-group-item p-0">
                <button type="button" className="list-group-item-action d-flex align-items-center gap-2 w-100 border-0 bg-transparent px-3 py-2 text-start" onClick={() => pick(c.email)}>
                  <Avatar name={c.name} src={c.avatar} size="sm" />
                  <span className="text-truncate">
                    {c.name}{' '}
                    <bdi dir="ltr" className="text-body-secondary">
                      &lt;{c.email}&gt;
                    </bdi>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div id={`${id}-help`} className="form-text">
        {t('email.compose.addressHelp')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
