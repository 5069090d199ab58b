import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { Field } from '@/web/components/form/field';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { notify } from '@/web/feedback/notify';
import type { CommentInput } from '../contract';
import { COMMENT_MAX } from '../routes';
import { useAddBlogCommentMutation } from './blog-api';

const commentResolver = lazyIssueResolver<CommentInput, { commentText: string }>(() => import('../forms').then((m) => m.commentForm));

/** Leave a comment: checked with the endpoint's schema, saved, and the post's comments refresh. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const [add] = useAddBlogCommentMutation();
  const form = useForm<CommentInput, unknown, { commentText: string }>({ resolver: commentResolver, mode: 'onTouched', defaultValues: { commentText: '' } });
  const submit = form.handleSubmit(async ({ commentText }) => {
    try {
      await add({ id: postId, commentText }).unwrap();
      form.reset({ commentText: '' });
      notify.success(t('blog.commentAdded'));
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      if (status === 400 && issues.length) applyServerIssues(issues, form.setError, ['commentText']);
      else notify.error(status === undefined ? t('common.networkError') : message);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field name="commentText" label={t('blog.commentLabel')} required hint={t('blog.commentHint', { max: COMMENT_MAX })}>
          {(control) => <Form.Control as="textarea" rows={4} dir="auto" {...control} {...form.register('commentText')} placeholder={t('blog.commentPlaceholder')} />}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {t('blog.postComment')}
        </button>
      </form>
    </FormProvider>
  );
}
