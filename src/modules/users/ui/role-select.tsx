import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Field } from '@/web/components/form/field';
import { roleLabel } from './role-label';
import { useRoleChoices } from './role-names';
import { USER_FIELD_MESSAGES } from './user-text-fields';

interface RoleSelectProps {
  className: string;
  /** Why it cannot change (the person's own account); the select is then disabled and says so. */
  lockedReason?: string;
}

/** The role of a person, among the roles the server has (the Roles page's). */
export function RoleSelect({ className, lockedReason }: RoleSelectProps) {
  const { t } = useTranslation();
  const { register, getValues } = useFormContext<{ role: string }>();
  const { choices, loaded } = useRoleChoices();
  // Until the roles arrive, the current one stays a choice so the select shows it.
  const current = getValues('role');
  const options = loaded ? choices : [{ value: current, label: roleLabel(t, current) }];
  return (
    <Field name="role" className={className} label={t('users.fields.role')} required messages={USER_FIELD_MESSAGES.role} hint={lockedReason}>
      {(control) => (
        <Form.Select {...control} {...register('role')} disabled={Boolean(lockedReason)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  );
}
