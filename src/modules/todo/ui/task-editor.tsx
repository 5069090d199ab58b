import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { Trash2 } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { DateField } from '@/web/components/form/date-field';
import { Field } from '@/web/components/form/field';
import { isoDay } from '@/web/components/form/iso-day';
import { FormPanel } from '@/web/components/form/form-panel';
import { errorOf } from '@/web/api/request';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { TodoTask, TodoTaskInput } from '../contract';
import { taskForm } from '../forms';
import { TODO_TAGS } from '../routes';
import { useAddTodoTaskMutation, useDeleteTodoTaskMutation, useTodoAssigneesQuery, useUpdateTodoTaskMutation } from './todo-api';

interface TaskEditorProps {
  /** The task being edited, `null` to add one, `undefined` when closed. */
  task: TodoTask | null | undefined;
  onClose: () => void;
}

const FIELDS = ['title', 'dueDate', 'description', 'assignee', 'tags'] as const;

const valuesOf = (task: TodoTask | null): Required<TodoTaskInput> => ({
  title: task?.title ?? '',
  dueDate: task?.dueDate ?? isoDay(new Date()),
  description: task?.description ?? '',
  assignee: task?.assignee ?? null,
  tags: task?.tags ?? [],
  isCompleted: task?.isCompleted ?? false,
  isImportant: task?.isImportant ?? false,
});

export function TaskEditor({ task, onClose }: TaskEditorProps) {
  const { t } = useTranslation();
  const { data: assigneeData } = useTodoAssigneesQuery();
  const assignees = assigneeData?.assignees ?? [];
  const [addTask] = useAddTodoTaskMutation();
  const [updateTask] = useUpdateTodoTaskMutation();
  const [deleteTask] = useDeleteTodoTaskMutation();

  const onDelete = async () => {
    if (!task || !(await confirm({ title: t('todo.deleteTitle'), text: t('todo.deleteText', { title: task.title }), confirmText: t('common.delete') }))) return;
    try {
      await deleteTask(task.id).unwrap();
      onClose();
      notify.undoable(t('todo.deleted'), t('common.undo'), () => {
        void updateTask({ id: task.id, isDeleted: false })
          .unwrap()
          .then(() => notify.success(t('todo.restored')))
          .catch((e) => notify.error(errorOf(e).message));
      });
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return (
    <FormPanel
      show={task !== undefined}
      onClose={onClose}
      title={t(task ? 'todo.editTitle' : 'todo.addTitle')}
      schema={taskForm}
      defaultValues={valuesOf(task ?? null)}
      fields={FIELDS}
      submitLabel={t(task ? 'common.save' : 'todo.add')}
      extraButtons={
        task &&
        !task.isDeleted && (
          <button type="button" className="btn btn-outline-danger" onClick={() => void onDelete()}>
            <Trash2 size={16} className="me-1" aria-hidden="true" />
            {t('common.delete')}
          </button>
        )
      }
      onSubmit={async (values) => {
        if (task) await updateTask({ id: task.id, ...values }).unwrap();
        else await addTask(values).unwrap();
        notify.success(t(task ? 'todo.updated' : 'todo.added'));
      }}
    >
      {({ register, control }) => (
        <>
          <Field name="title" label={t('todo.fields.title')} required messages={{ required: 'todo.errors.titleRequired', too_long: 'todo.errors.titleLong' }}>
            {(props) => <Form.Control {...props} {...register('title')} dir="auto" />}
          </Field>

          <Field name="assignee" label={t('todo.fields.assignee')}>
            {(props) => (
              <Controller
                control={control}
                name="assignee"
                render={({ field }) => (
                  <div className="d-flex align-items-center gap-2">
                    {field.value && <Avatar name={field.value.fullName} src={field.value.avatar} size="sm" />}
                    <Form.Select
                      {...props}
                      ref={field.ref}
                      name={field.name}
                      value={field.value?.fullName ?? ''}
                      onBlur={field.onBlur}
                      onChange={(e) => field.onChange(assignees.find((a) => a.fullName === e.target.value) ?? null)}
                    >
                      <option value="">{t('todo.unassigned')}</option>
                      {assignees.map((a) => (
                        <option key={a.fullName} value={a.fullName}>
                          {a.fullName}
                        </option>
                      ))}
                    </Form.Select>
                  </div>
                )}
              />
            )}
          </Field>

          <DateField name="dueDate" label={t('todo.fields.dueDate')} required messages={{ required: 'todo.errors.dueDateRequired' }} />

          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('todo.fields.tags')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {TODO_TAGS.map((tag) => (
                <div key={tag}>
                  <input type="checkbox" className="btn-check" id={`task-tag-${tag}`} value={tag} {...register('tags')} />
                  <label className={`btn btn-sm btn-outline-secondary tb-tag-toggle tb-tag-${tag}`} htmlFor={`task-tag-${tag}`}>
                    <span className={`tb-tint-dot tb-tag-${tag}`} aria-hidden="true" /> {t(`todo.tags.${tag}`)}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>

          <Field name="description" label={t('todo.fields.description')} messages={{ too_long: 'todo.errors.descriptionLong' }}>
            {(props) => <Form.Control as="textarea" rows={4} {...props} {...register('description')} dir="auto" />}
          </Field>

          <div className="mb-2">
            {(['isImportant', 'isCompleted'] as const).map((flag) => (
              <div key={flag} className="form-check form-switch mb-2">
                <input className="form-check-input" type="checkbox" role="switch" id={`task-${flag}`} {...register(flag)} />
                <label className="form-check-label" htmlFor={`task-${flag}`}>
                  {t(flag === 'isImportant' ? 'todo.fields.important' : 'todo.fields.completed')}
                </label>
              </div>
            ))}
          </div>
        </>
      )}
    </FormPanel>
  );
}
