import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorOf } from '@/web/api/request';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { notify } from '@/web/feedback/notify';

type Forms = typeof import('../forms');

/**
 * A page's form validated by its endpoint's schema (zod arrives with the first check, not with the page), sent by
 * `save`: the server's field errors land under their fields, the rest in an alert; a toast and a fresh form on success.
 */
export function useSampleForm<V extends FieldValues>(schema: keyof Forms, defaults: V, fields: readonly string[], save: (values: V) => Promise<unknown>, options: { mode?: 'onTouched' | 'onChange'; done: string }) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string>();
  const form = useForm<V, unknown, V>({
    resolver: lazyIssueResolver(() => import('../forms').then((forms) => forms[schema] as unknown as z.ZodType<V, V>)),
    mode: options.mode ?? 'onTouched',
    defaultValues: defaults as DefaultValues<V>,
  });

  const submit = form.handleSubmit(async (input) => {
    setAlert(undefined);
    try {
      await save(input);
      form.reset(defaults);
      notify.success(options.done);
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) {
        // Only a refused form needs these: they load with the first refusal.
        const [{ applyServerIssues }, { issueText }] = await Promise.all([import('@/web/components/form/apply-server-issues'), import('@/web/components/form/issue-text')]);
        const rest = applyServerIssues(issues, form.setError, fields);
        if (rest.length) setAlert(rest.map((issue) => issueText(t, issue)).join(' '));
      } else {
        setAlert(status === undefined ? t('common.networkError') : status >= 500 ? t('common.unexpectedError') : message);
      }
    }
  });

  return { form, submit, alert };
}
