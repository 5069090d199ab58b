import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { issueText } from '@/web/components/form/issue-text';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { notify } from '@/web/feedback/notify';

type Forms = typeof import('../forms');

/** A tab's schema, loaded with its form (one import for all the tabs). */
const schemaOf = <K extends keyof Forms>(name: K) => () => import('../forms').then((forms) => forms[name]);

/**
 * One tab's form: validated by its endpoint's schema (loaded with the form), saved by `save`; the server's field
 * errors land under their fields, anything else in an alert; a toast on success.
 */
export function useTabForm<V extends FieldValues>(schema: keyof Forms, values: V, fields: readonly string[], save: (values: V) => Promise<unknown>) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string>();
  const form = useForm<V, unknown, V>({ resolver: lazyIssueResolver(schemaOf(schema) as unknown as () => Promise<z.ZodType<V, V>>), mode: 'onTouched', defaultValues: values as DefaultValues<V> });

  const submit = form.handleSubmit(async (input) => {
    setAlert(undefined);
    try {
      await save(input);
      form.reset(input);
      notify.success(t('accountProfile.saved'));
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) {
        const rest = applyServerIssues(issues, form.setError, fields);
        if (rest.length) setAlert(rest.map((issue) => issueText(t, issue)).join(' '));
      } else {
        setAlert(status === undefined ? t('common.networkError') : status >= 500 ? t('common.unexpectedError') : message);
      }
    }
  });

  return { form, submit, alert };
}
