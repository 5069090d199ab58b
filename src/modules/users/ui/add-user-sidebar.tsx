import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { NewUser } from '../contract';
import { USER_BILLING, USER_PLANS, USER_ROLES } from '../routes';
import { slug } from './slug';
import { useAddUserMutation } from './users-api';

type Values = Required<NewUser>;
const EMPTY: Values = { fullName: '', username: '', email: '', company: '', country: '', contact: '', role: 'subscriber', currentPlan: 'basic', billing: 'Manual - Credit Card' };
const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;

/** Add a user: a sidebar form; the server checks the same rules and that email and username are free. */
export function AddUserSidebar({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [addUser] = useAddUserMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset(EMPTY);
  }, [show, reset]);

  const rules = {
    fullName: { validate: (v: string) => (v.trim() ? true : 'users.errors.fullNameRequired') },
    username: { pattern: { value: /^[a-zA-Z0-9._-]{3,30}$/, message: 'users.errors.username' }, required: 'users.errors.username' },
    email: { pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'users.errors.email' }, required: 'users.errors.email' },
    company: {},
    country: {},
    contact: {},
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await addUser(values).unwrap();
      notify.success(t('users.added', { name: user.fullName }));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      let named = false;
      for (const issue of issues) {
        const field = (Object.keys(EMPTY) as (keyof Values)[]).find((f) => issue.path.endsWith(`.${f}`));
        if (field) {
          setError(field, { type: 'server', message: issue.message === 'This email is already in use.' ? t('users.errors.emailTaken') : issue.message === 'This username is already in use.' ? t('users.errors.usernameTaken') : issue.message });
          named = true;
        }
      }
      if (!named) notify.error(message);
    }
  });

  const text = (name: keyof Values) => {
    const error = errors[name];
    return error?.type === 'server' ? error.message : error?.message && t(error.message);
  };

  return (
    <Offcanvas show={show} onHide={onClose} placement="end" aria-labelledby="add-user-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="add-user-title" as="h2" className="h5 mb-0">
          {t('users.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <form noValidate onSubmit={onSubmit}>
          {TEXT_FIELDS.map((name) => {
            const required = name === 'fullName' || name === 'username' || name === 'email';
            const message = text(name);
            return (
              <div key={name} className="mb-3">
                <label className="form-label" htmlFor={`user-${name}`}>
                  {t(`users.fields.${name === 'fullName' ? 'fullNameLabel' : name}`)} {required && <span aria-hidden="true">*</span>}
                </label>
                <input
                  id={`user-${name}`}
                  type={name === 'email' ? 'email' : 'text'}
                  className={`form-control ${message ? 'is-invalid' : ''}`}
                  aria-invalid={Boolean(message)}
                  aria-required={required || undefined}
                  aria-describedby={`user-${name}-error`}
                  {...register(name, rules[name])}
                />
                <div id={`user-${name}-error`} className="invalid-feedback">
                  {message}
                </div>
              </div>
            );
          })}
          {(
            [
              ['role', USER_ROLES, 'users.roles'],
              ['currentPlan', USER_PLANS, 'users.plans'],
              ['billing', USER_BILLING, 'users.billingOptions'],
            ] as const
          ).map(([name, options, labels]) => (
            <div key={name} className="mb-3">
              <label className="form-label" htmlFor={`user-${name}`}>
                {t(`users.fields.${name}`)}
              </label>
              <select id={`user-${name}`} className="form-select" {...register(name)}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {t(`${labels}.${slug(option)}`)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('users.add')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
