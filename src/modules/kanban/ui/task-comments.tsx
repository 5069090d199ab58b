import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { useSessionUser } from '@/web/session/session';
import type { KanbanTask } from '../contract';
import { useUpdateKanbanTaskMutation } from './kanban-api';

const schema = z.object({ comment: z.string().trim().min(1, 'kanban.errors.commentRequired').max(1000, 'kanban.errors.commentLong') });

/** The task's comments, oldest first, and a box to add one as the signed-in person. */
export function TaskComments({ task }: { task: KanbanTask }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const [updateTask] = useUpdateKanbanTaskMutation();
  const { register, handleSubmit, reset, formState } = useForm<{ comment: string }>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ comment }) => {
    const mine = { name: me?.fullName ?? '—', img: me?.avatar || null, comment };
    try {
      await updateTask({ id: task.id, fields: { comments: [...task.comments, mine] } }).unwrap();
      notify.success(t('kanban.commentAdded'));
      reset({ comment: '' });
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  });

  return (
    <section aria-labelledby="kanban-comments-title">
      <h3 id="kanban-comments-title" className="h6">
        {t('kanban.fields.comments')}
      </h3>
      {task.comments.length ? (
        <ul className="list-unstyled tb-kanban-comments">
          {task.comments.map((c, i) => (
            <li key={i}>
              <Avatar name={c.name} src={c.img} size="sm" />
              <div>
                <div className="fw-semibold small">
                  <bdi>{c.name}</bdi>
                </div>
                <p className="mb-0" dir="auto">
                  {c.comment}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary small">{t('kanban.noComments')}</p>
      )}
      <form noValidate onSubmit={onSubmit}>
        <label className="form-label" htmlFor="kanban-new-comment">
          {t('kanban.commentLabel')}
        </label>
        <textarea id="kanban-new-comment" rows={2} className={`form-control ${errors.comment ? 'is-invalid' : ''}`} aria-invalid={!!errors.comment} aria-describedby="kanban-new-comment-error" {...register('comment')} dir="auto" />
        <div id="kanban-new-comment-error" className="invalid-feedback">
          {errors.comment?.message ? t(errors.comment.message, { defaultValue: errors.comment.message }) : null}
        </div>
        <button type="submit" className="btn btn-sm btn-outline-primary mt-2" disabled={isSubmitting}>
          {t('kanban.addComment')}
        </button>
      </form>
    </section>
  );
}
