import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { useAddKanbanTaskMutation } from './kanban-api';

const newTaskSchema = z.object({ title: z.string().trim().min(1, 'kanban.errors.titleRequired').max(120, 'kanban.errors.titleLong') });

/** A new task's title, typed at the foot of its board. */
export default function AddTaskForm({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [addTask] = useAddKanbanTaskMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<{ title: string }>({ resolver: zodResolver(newTaskSchema), defaultValues: { title: '' } });
  const { errors, isSubmitting } = formState;
  const inputId = `kanban-new-task-${boardId}`;

  const onSubmit = handleSubmit(async ({ title }) => {
    try {
      await addTask({ title, boardId }).unwrap();
      notify.success(t('kanban.taskAdded', { title }));
      reset({ title: '' });
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const issue = issues.find((i) => i.path.endsWith('.title'));
      if (issue) setError('title', { type: 'server', message: issue.message });
      else notify.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="tb-kanban-add">
      <label htmlFor={inputId} className="visually-hidden">
        {t('kanban.newTaskTitle')}
      </label>
      <input
        id={inputId}
        className={`form-control form-control-sm ${errors.title ? 'is-invalid' : ''}`}
        placeholder={t('kanban.newTaskTitle')}
        aria-invalid={!!errors.title}
        aria-describedby={`${inputId}-error`}
        autoFocus
        {...register('title')}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      />
      <div id={`${inputId}-error`} className="invalid-feedback">
        {errors.title?.message ? t(errors.title.message, { defaultValue: errors.title.message }) : null}
      </div>
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={isSubmitting}>
          {isSubmitting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {t('kanban.addTask')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onClose()}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
