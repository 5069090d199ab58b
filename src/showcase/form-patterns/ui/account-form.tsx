import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { AtSign, Building2, Lock, Mail, Phone, User } from 'lucide-react';
import { Field, type FieldControlProps } from '@/web/components/form/field';
import type { AccountBody } from '../contract';
import type { FormLayout } from '../routes';
import { CountryOptions } from './country-options';
import { FIELD_MESSAGES } from './field-messages';
import { useAddSampleAccountMutation } from './form-patterns-api';
import { FormAlert, SubmitButton } from './submit-button';
import { useSampleForm } from './use-sample-form';

type Values = AccountBody;
type Name = Exclude<keyof Values, 'layout'>;
const FIELDS = ['fullName', 'email', 'username', 'password', 'phone', 'country', 'company'] as const;

/** Which fields each layout asks for, in order (name, e-mail and username always). */
const LAYOUT_FIELDS: Record<FormLayout, Name[]> = {
  horizontal: ['fullName', 'email', 'username', 'password'],
  vertical: ['fullName', 'email', 'username', 'password'],
  'multi-column': ['fullName', 'username', 'email', 'phone', 'company', 'country'],
  icons: ['fullName', 'username', 'email', 'phone'],
  floating: ['fullName', 'email', 'username', 'password'],
  states: ['fullName', 'email', 'username', 'password'],
};
const REQUIRED: Name[] = ['fullName', 'email', 'username', 'password', 'country'];
const ICONS = { fullName: User, email: Mail, username: AtSign, password: Lock, phone: Phone, company: Building2, country: Building2 };
const INPUT: Partial<Record<Name, { type: string; autoComplete: string; dir?: 'ltr' }>> = {
  fullName: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  username: { type: 'text', autoComplete: 'username', dir: 'ltr' },
  password: { type: 'password', autoComplete: 'new-password', dir: 'ltr' },
  phone: { type: 'tel', autoComplete: 'tel', dir: 'ltr' },
  company: { type: 'text', autoComplete: 'organization' },
};

const defaultsOf = (layout: FormLayout) => ({ layout, ...Object.fromEntries(LAYOUT_FIELDS[layout].map((name) => [name, ''])) }) as Values;

/** One of the layout page's forms: the same account, laid out one way, sent for real. */
export function AccountForm({ layout, idPrefix }: { layout: FormLayout; idPrefix: string }) {
  const { t } = useTranslation();
  const [save] = useAddSampleAccountMutation();
  const { form, submit, alert } = useSampleForm<Values>('layoutForm', defaultsOf(layout), FIELDS, (values) => save(values).unwrap(), {
    mode: layout === 'states' ? 'onChange' : 'onTouched',
    done: t('showcase.sampleForms.saved'),
  });
  const { register, formState } = form;
  const names = LAYOUT_FIELDS[layout];

  const control = (name: Name, aria: FieldControlProps, id: string): ReactNode => {
    if (name === 'country') {
      return (
        <Form.Select id={id} {...aria} {...register('country')}>
          <CountryOptions />
        </Form.Select>
      );
    }
    const input = INPUT[name]!;
    const placeholder = layout === 'floating' || layout === 'icons' ? t(`showcase.sampleForms.placeholders.${name}`) : undefined;
    const field = <Form.Control id={id} {...input} placeholder={placeholder} {...aria} {...register(name)} />;
    if (layout !== 'icons') return field;
    const Icon = ICONS[name];
    return (
      <InputGroup hasValidation className={aria.isInvalid ? 'is-invalid' : undefined}>
        <InputGroup.Text>
          <Icon size={16} aria-hidden="true" />
        </InputGroup.Text>
        {field}
      </InputGroup>
    );
  };

  const fieldFor = (name: Name) => (
    <Field
      key={name}
      id={`${idPrefix}-${name}`}
      name={name}
      label={t(`showcase.sampleForms.${name}`)}
      required={REQUIRED.includes(name)}
      messages={FIELD_MESSAGES[name]}
      layout={layout === 'horizontal' ? 'horizontal' : layout === 'floating' ? 'floating' : 'stacked'}
      className={layout === 'multi-column' ? 'mb-3 col-md-6' : 'mb-3'}
      hint={layout === 'states' && name === 'password' ? t('showcase.sampleForms.passwordHint') : undefined}
      validText={layout === 'states' ? t('showcase.formLayout.looksGood') : undefined}
    >
      {(aria, id) => control(name, aria, id)}
    </Field>
  );

  return (
    <FormProvider {...form}>
      <FormAlert text={alert} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${idPrefix}-title`}>
        {layout === 'multi-column' ? <div className="row">{names.map(fieldFor)}</div> : names.map(fieldFor)}
        <div className={layout === 'horizontal' ? 'row' : undefined}>
          <div className={`d-flex gap-2 ${layout === 'horizontal' ? 'col-sm-9 offset-sm-3' : ''}`}>
            <SubmitButton busy={formState.isSubmitting}>{t('showcase.sampleForms.submit')}</SubmitButton>
            <button type="button" className="btn btn-outline-secondary" onClick={() => form.reset(defaultsOf(layout))}>
              {t('common.reset')}
            </button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
