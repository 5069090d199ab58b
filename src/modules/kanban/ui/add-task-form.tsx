import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { issueResolver } from '@/web/components/form/issue-resolver';
import { errorText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { newTaskForm } from '../forms';
import { useAddKanbanTaskMutation } from './kanban-api';

const MESSAGES = { required: 'kanban.errors.titleRequired', too_long: 'kanban.errors.titleLong' };

/** A new task's title, typed at the foot of its board. */
export default function AddTaskForm({ boardId, onClose }: { boardId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [addTask] = useAddKanbanTaskMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm({ resolver: issueResolver(newTaskForm), defaultValues: { title: '' } });
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
      if (!issues.length || applyServerIssues(issues, setError, ['title']).length) notify.error(message);
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
        {errorText(t, errors.title, MESSAGES)}
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
