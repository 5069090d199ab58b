import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { errorText, issueText } from '@/web/components/form/issue-text';
import { COMMENT_MAX } from '../routes';
import { useAddCommentMutation } from './profile-api';

interface CommentValues {
  comment: string;
}

// The box shows with its post: the schema (and zod) load with the first check.
const commentResolver = lazyIssueResolver(() => import('../forms').then((m) => m.commentForm)) as Resolver<CommentValues, unknown, CommentValues>;

/** Writes a comment under a post: checked as the server checks it, shown at once when saved. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [addComment] = useAddCommentMutation();
  const { register, handleSubmit, setError, reset, formState } = useForm<CommentValues, unknown, CommentValues>({ resolver: commentResolver, defaultValues: { comment: '' } });
  const { errors, isSubmitting } = formState;
  const error = errorText(t, errors.comment, { required: 'profile.posts.commentRequired', too_short: 'profile.posts.commentRequired', too_long: 'profile.posts.commentTooLong' });

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await addComment({ postId, comment }).unwrap();
      reset();
      notify.success(t('profile.posts.commented'));
    } catch (failure) {
      const { message, issues } = errorOf(failure);
      const unplaced = issues.length ? applyServerIssues(issues, setError, ['comment']) : [{ message, path: '' }];
      if (unplaced.length) notify.error(unplaced.map((issue) => issueText(t, issue)).join(' '));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3">
      <label htmlFor={`${id}-comment`} className="visually-hidden">
        {t('profile.posts.addComment')}
      </label>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <textarea
            id={`${id}-comment`}
            rows={1}
            dir="auto"
            className={`form-control ${error ? 'is-invalid' : ''}`}
            placeholder={t('profile.posts.addComment')}
            maxLength={COMMENT_MAX + 50}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-error`}
            {...register('comment')}
          />
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        </div>
        <button type="submit" className="btn btn-primary d-inline-flex align-items-center text-nowrap" disabled={isSubmitting}>
          {isSubmitting ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <Send size={16} aria-hidden="true" className="tb-flip-rtl" />}
          <span className="ms-1">{t('profile.posts.send')}</span>
        </button>
      </div>
    </form>
  );
}
