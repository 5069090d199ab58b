import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { User } from '../contract';
import { USER_BILLING, USER_ROLES } from '../routes';
import { roleLabel } from './role-label';
import { slug } from './slug';
import { useRolesQuery, useUpdateUserMutation } from './users-api';

const schema = z.object({
  fullName: z.string().trim().min(1, 'users.errors.fullNameRequired').max(80, 'users.errors.tooLong'),
  username: z.string().trim().regex(/^[a-zA-Z0-9._-]{3,30}$/, 'users.errors.username'),
  email: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'users.errors.email'),
  company: z.string().trim().max(80, 'users.errors.tooLong'),
  country: z.string().trim().max(60, 'users.errors.tooLong'),
  contact: z.string().trim().max(30, 'users.errors.tooLong'),
  role: z.enum(USER_ROLES),
  billing: z.enum(USER_BILLING),
  accessRole: z.string().min(1),
});
type Values = z.infer<typeof schema>;
const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;
const SERVER_MESSAGES: Record<string, string> = {
  'This email is already in use.': 'users.errors.emailTaken',
  'This username is already in use.': 'users.errors.usernameTaken',
  'No role has this name.': 'users.errors.unknownRole',
};

const valuesOf = (user: User): Values => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  company: user.company,
  country: user.country,
  contact: user.contact,
  role: user.role,
  billing: user.billing,
  accessRole: user.accessRole,
});

/** Edit a user in a modal: checked here on blur and submit, then by the server (taken email or username shown by the field). */
export function EditUserModal({ user, show, onClose }: { user: User; show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [updateUser] = useUpdateUserMutation();
  const { data: roles } = useRolesQuery(undefined, { skip: !show });
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues: valuesOf(user) });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset(valuesOf(user));
  }, [show, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateUser({ id: user.id, fields: values }).unwrap();
      notify.success(t('users.view.updated', { name: values.fullName }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      let named = false;
      for (const issue of issues) {
        const field = (Object.keys(schema.shape) as (keyof Values)[]).find((f) => issue.path.endsWith(`.${f}`));
        if (!field) continue;
        const key = SERVER_MESSAGES[issue.message];
        setError(field, { type: 'server', message: key ? t(key) : issue.message });
        named = true;
      }
      if (!named) notify.error(message);
    }
  });

  const messageOf = (name: keyof Values) => {
    const error = errors[name];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message);
  };
  const accessRoles = roles?.roles.map((r) => r.name) ?? [user.accessRole];

  return (
    <Modal show={show} onHide={onClose} centered size="lg" aria-labelledby="edit-user-title">
      <form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="edit-user-title" as="h2" className="h5">
            {t('users.view.editTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="row g-3">
            {TEXT_FIELDS.map((name) => {
              const message = messageOf(name);
              const required = name === 'fullName' || name === 'username' || name === 'email';
              return (
                <div key={name} className="col-12 col-md-6">
                  <label className="form-label" htmlFor={`edit-${name}`}>
                    {t(`users.fields.${name === 'fullName' ? 'fullNameLabel' : name}`)} {required && <span aria-hidden="true">*</span>}
                  </label>
                  <input
                    id={`edit-${name}`}
                    type={name === 'email' ? 'email' : 'text'}
                    dir={name === 'email' || name === 'username' || name === 'contact' ? 'ltr' : undefined}
                    className={`form-control ${message ? 'is-invalid' : ''}`}
                    aria-invalid={Boolean(message)}
                    aria-required={required || undefined}
                    aria-describedby={`edit-${name}-error`}
                    {...register(name)}
                  />
                  <div id={`edit-${name}-error`} className="invalid-feedback">
                    {message}
                  </div>
                </div>
              );
            })}
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor="edit-role">
                {t('users.fields.role')}
              </label>
              <select id="edit-role" className="form-select" {...register('role')}>
                {USER_ROLES.map((option) => (
                  <option key={option} value={option}>
                    {t(`users.roles.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor="edit-accessRole">
                {t('users.fields.accessRole')}
              </label>
              <select id="edit-accessRole" className={`form-select ${messageOf('accessRole') ? 'is-invalid' : ''}`} aria-describedby="edit-accessRole-error" {...register('accessRole')}>
                {accessRoles.map((name) => (
                  <option key={name} value={name}>
                    {roleLabel(t, name)}
                  </option>
                ))}
              </select>
              <div id="edit-accessRole-error" className="invalid-feedback">
                {messageOf('accessRole')}
              </div>
            </div>
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor="edit-billing">
                {t('users.fields.billing')}
              </label>
              <select id="edit-billing" className="form-select" {...register('billing')}>
                {USER_BILLING.map((option) => (
                  <option key={option} value={option}>
                    {t(`users.billingOptions.${slug(option)}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {t('common.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
