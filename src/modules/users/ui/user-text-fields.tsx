import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import type { IssueMessages } from '@/web/components/form/issue-text';

const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;
const REQUIRED = new Set<string>(['fullName', 'username', 'email']);
const LTR = new Set<string>(['email', 'username', 'contact']);

/** The users module's wording for some codes, per field. */
export const USER_FIELD_MESSAGES: Record<string, IssueMessages> = {
  fullName: { required: 'users.errors.fullNameRequired', too_long: 'users.errors.tooLong' },
  username: { required: 'users.errors.username', too_short: 'users.errors.username', too_long: 'users.errors.username', invalid_format: 'users.errors.username', username_taken: 'users.errors.usernameTaken' },
  email: { required: 'users.errors.email', invalid_email: 'users.errors.email', email_taken: 'users.errors.emailTaken' },
  company: { too_long: 'users.errors.tooLong' },
  country: { too_long: 'users.errors.tooLong' },
  contact: { too_long: 'users.errors.tooLong' },
  role: { required: 'users.errors.role', unknown_role: 'users.errors.unknownRole' },
};

/** Name, username, email, company, country and contact: the text fields the add and edit forms share. */
export function UserTextFields({ className, ltr = false }: { className: string; ltr?: boolean }) {
  const { t } = useTranslation();
  const { register } = useFormContext<Record<(typeof TEXT_FIELDS)[number], string>>();
  return TEXT_FIELDS.map((name) => (
    <Field key={name} name={name} className={className} label={t(`users.fields.${name === 'fullName' ? 'fullNameLabel' : name}`)} required={REQUIRED.has(name)} messages={USER_FIELD_MESSAGES[name]}>
      {(control) => <Form.Control type={name === 'email' ? 'email' : 'text'} dir={ltr && LTR.has(name) ? 'ltr' : undefined} {...control} {...register(name)} />}
    </Field>
  ));
}
