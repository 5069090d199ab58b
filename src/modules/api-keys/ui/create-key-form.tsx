import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Plus } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { Field } from '@/web/components/form/field';
import { issueText } from '@/web/components/form/issue-text';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import type { ApiKeyInput } from '../contract';
import { KEY_NAME_MAX } from '../routes';
import { useCreateApiKeyMutation } from './api-keys-api';

// The form shows with its page: its schema (and zod) load with the first check.
const resolver = lazyIssueResolver(() => import('../forms').then((m) => m.apiKeyForm)) as Resolver<ApiKeyInput, unknown, ApiKeyInput>;
const FIELDS = ['name'] as const;

/** Names and creates a key; the secret goes up to the page, which shows it once. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const { t } = useTranslation();
  const [create] = useCreateApiKeyMutation();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<ApiKeyInput, unknown, ApiKeyInput>({ resolver, mode: 'onTouched', defaultValues: { name: '' } });
  const { register, handleSubmit, reset, setError, formState } = form;
  // Cleared after the submit has settled: a reset inside it would leave the field touched, and flagged empty.
  const [made, setMade] = useState(0);
  useEffect(() => {
    if (made) reset({ name: '' });
  }, [made, reset]);

  const submit = handleSubmit(async (values) => {
    setAlert([]);
    try {
      const { key, apiKey } = await create(values).unwrap();
      setMade((n) => n + 1);
      onCreated(key, apiKey.name);
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) setAlert(applyServerIssues(issues, setError, FIELDS).map((issue) => issueText(t, issue)));
      else setAlert([status === undefined ? t('common.networkError') : status >= 500 ? t('common.unexpectedError') : message]);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="api-key-create-title">
        {alert.length > 0 && (
          <Alert variant="danger" className="py-2">
            {alert.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-start gap-3">
          <Field name="name" label={t('apiKeys.fields.name')} required hint={t('apiKeys.nameHint', { max: KEY_NAME_MAX })} className="flex-grow-1 mb-0 tb-api-key-name">
            {(control) => <Form.Control {...register('name')} {...control} autoComplete="off" placeholder={t('apiKeys.namePlaceholder')} />}
          </Field>
          <button type="submit" className="btn btn-primary tb-api-key-submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? <span className="spinner-border spinner-border-sm tb-icon-start" aria-hidden="true" /> : <Plus size={18} className="tb-icon-start" aria-hidden="true" />}
            {t('apiKeys.create')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
