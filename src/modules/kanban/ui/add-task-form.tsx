import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { issueResolver } from '@/web/components/form/issue-resolver';
import { errorText, issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { newTaskForm } from '../forms';
import { useAddKanbanTaskMutation } from './kanban-api';

const MESSAGES = { required: 'kanban.errors.titleRequired', too_long: 'kanban.errors.titleLong' };

/** The inline "add task" form under a board: a title, validated with the add endpoint's rule. */
export function AddTaskForm({ boardId, onDone }: { boardId: string; onDone: () => void }) {
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
      onDone();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const unplaced = applyServerIssues(issues, setError, ['title']);
      if (unplaced.length || !issues.length) notify.error(unplaced.length ? issueText(t, unplaced[0]) : message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="tb-kanban-add">
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
        dir="auto"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
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
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
