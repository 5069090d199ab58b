import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { DateField } from '@/web/components/form/date-field';
import { issueResolver } from '@/web/components/form/issue-resolver';
import { errorText, issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import type { KanbanBoard, KanbanTask } from '../contract';
import { taskSidebarForm } from '../forms';
import { KANBAN_COVERS } from '../routes';
import { useMoveKanbanTaskMutation, useUpdateKanbanTaskMutation } from './kanban-api';
import { labelTone, useLabelText } from './labels';
import { TaskComments } from './task-comments';
import { fieldsOf, formValuesOf, labelChoices, memberChoices, type TaskFormValues } from './task-form';
import { publicFile } from '@/web/public-file';

const FIELDS = ['title', 'dueDate', 'labels', 'assignedTo', 'description'] as const;
const MESSAGES = {
  title: { required: 'kanban.errors.titleRequired', too_long: 'kanban.errors.titleLong' },
  dueDate: { required: 'kanban.errors.dueDateRequired' },
  description: { too_long: 'kanban.errors.descriptionLong' },
};

interface TaskSidebarProps {
  /** The task being edited; `null` once it is gone. */
  task: KanbanTask | null;
  boards: KanbanBoard[];
  onClose: () => void;
}

/** Edit a task from the inline end: title, due date, labels, assignees, description, board; then its comments. */
export function TaskSidebar({ task, boards, onClose }: TaskSidebarProps) {
  const { t } = useTranslation();
  const labelText = useLabelText();
  const [updateTask] = useUpdateKanbanTaskMutation();
  const [moveTask] = useMoveKanbanTaskMutation();
  // The page mounts one sidebar per task (keyed by id): the form starts from the task as it opens, and a
  // refetch meanwhile does not overwrite what is being typed.
  const form = useForm<TaskFormValues>({
    resolver: issueResolver(taskSidebarForm),
    mode: 'onTouched',
    defaultValues: task ? formValuesOf(task) : undefined,
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!task) onClose();
  }, [task, onClose]);
  if (!task) return null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // Move first: the update's refetch then starts after both writes, so a list fetched before the move
      // can never arrive after it and put the task back on its old board.
      if (values.boardId !== task.boardId) await moveTask({ taskId: task.id, newBoardId: values.boardId }).unwrap();
      await updateTask({ id: task.id, fields: fieldsOf(values, task) }).unwrap();
      notify.success(values.boardId !== task.boardId ? t('kanban.taskMoved', { board: boards.find((b) => b.id === values.boardId)?.title }) : t('kanban.taskSaved'));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const unplaced = issues.length ? applyServerIssues(issues, setError, FIELDS) : [{ path: '', message }];
      if (unplaced.length) notify.error(unplaced.map((issue) => issueText(t, issue)).join(' '));
    }
  });

  const members = memberChoices(task);

  return (
    <Offcanvas show onHide={onClose} placement="end" aria-labelledby="kanban-task-title" className="tb-kanban-sidebar">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="kanban-task-title" as="h2" className="h5 mb-0">
          {t('kanban.editTask')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label className="form-label" htmlFor="kanban-task-name">
              {t('kanban.fields.title')} <span aria-hidden="true">*</span>
            </label>
            <input id="kanban-task-name" className={`form-control ${errors.title ? 'is-invalid' : ''}`} aria-required="true" aria-invalid={!!errors.title} aria-describedby="kanban-task-name-error" {...register('title')} dir="auto" />
            <div id="kanban-task-name-error" className="invalid-feedback">
              {errorText(t, errors.title, MESSAGES.title)}
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="kanban-task-board">
              {t('kanban.fields.board')}
            </label>
            <select id="kanban-task-board" className="form-select" {...register('boardId')}>
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </div>

          <DateField name="dueDate" id="kanban-task-due" label={t('kanban.fields.dueDate')} required messages={MESSAGES.dueDate} />

          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('kanban.fields.labels')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {labelChoices(task).map((label, i) => (
                <div key={label}>
                  <input type="checkbox" className="btn-check" id={`kanban-label-${i}`} value={label} {...register('labels')} />
                  <label className={`btn btn-sm btn-outline-secondary tb-kanban-label-toggle tb-tone-${labelTone(label)}`} htmlFor={`kanban-label-${i}`}>
                    {labelText(label)}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>

          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('kanban.fields.assignedTo')}</legend>
            <div className="tb-kanban-members">
              {members.map((m, i) => (
                <div key={m.title} className="form-check">
                  <input type="checkbox" className="form-check-input" id={`kanban-member-${i}`} value={m.title} {...register('assignedTo')} />
                  <label className="form-check-label d-flex align-items-center gap-2" htmlFor={`kanban-member-${i}`}>
                    <Avatar name={m.title} src={m.img} size="sm" />
                    {m.title}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>

          <div className="mb-3">
            <label className="form-label" htmlFor="kanban-task-cover">
              {t('kanban.fields.coverImage')}
            </label>
            <select id="kanban-task-cover" className="form-select" {...register('coverImage')}>
              <option value="">{t('kanban.covers.none')}</option>
              {Object.entries(KANBAN_COVERS).map(([key, src]) => (
                <option key={key} value={src}>
                  {t(`kanban.covers.${key}`)}
                </option>
              ))}
              {task.coverImage && !Object.values(KANBAN_COVERS).includes(task.coverImage as never) && <option value={task.coverImage}>{task.coverImage}</option>}
            </select>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="kanban-task-description">
              {t('kanban.fields.description')}
            </label>
            <textarea id="kanban-task-description" rows={4} className={`form-control ${errors.description ? 'is-invalid' : ''}`} aria-describedby="kanban-task-description-error" {...register('description')} dir="auto" />
            <div id="kanban-task-description-error" className="invalid-feedback">
              {errorText(t, errors.description, MESSAGES.description)}
            </div>
          </div>

          <div className="d-flex gap-2 mb-4">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('common.save')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
        </FormProvider>

        <h3 className="h6">{t('kanban.fields.attachments')}</h3>
        {task.attachments.length ? (
          <ul className="list-unstyled tb-kanban-attachments mb-4">
            {task.attachments.map((a) => (
              <li key={a.name}>
                <img src={publicFile(a.img)} alt="" width={20} height={24} />
                {a.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary small mb-4">{t('kanban.noAttachments')}</p>
        )}

        <TaskComments task={task} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
