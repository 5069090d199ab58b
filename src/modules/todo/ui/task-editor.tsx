import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import DatePicker, { registerLocale } from 'react-datepicker';
import { de, enUS, es, fr, pt } from 'date-fns/locale';
import 'react-datepicker/dist/react-datepicker.css';
import { Trash2 } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { TodoTask } from '../contract';
import { TODO_TAGS } from '../routes';
import { formValuesOf, taskFormSchema, taskInputOf, type TaskFormValues } from './task-form';
import { useAddTodoTaskMutation, useDeleteTodoTaskMutation, useTodoAssigneesQuery, useUpdateTodoTaskMutation } from './todo-api';

interface TaskEditorProps {
  /** The task being edited, `null` to add one, `undefined` when closed. */
  task: TodoTask | null | undefined;
  onClose: () => void;
}

for (const [code, locale] of Object.entries({ es, en: enUS, fr, de, pt })) registerLocale(code, locale);

const FIELDS = ['title', 'dueDate', 'description', 'assignee', 'tags'] as const;

export function TaskEditor({ task, onClose }: TaskEditorProps) {
  const { t, i18n } = useTranslation();
  const { data: assigneeData } = useTodoAssigneesQuery();
  const assignees = assigneeData?.assignees ?? [];
  const [addTask] = useAddTodoTaskMutation();
  const [updateTask] = useUpdateTodoTaskMutation();
  const [deleteTask] = useDeleteTodoTaskMutation();
  const open = task !== undefined;
  const editing = Boolean(task);

  const { register, control, handleSubmit, reset, setError, formState } = useForm<TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(null, new Date()),
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset(formValuesOf(task ?? null, new Date()));
  }, [open, task, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const input = taskInputOf(values, assignees);
    try {
      if (task) await updateTask({ id: task.id, ...input }).unwrap();
      else await addTask(input).unwrap();
      notify.success(t(task ? 'todo.updated' : 'todo.added'));
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      let named = false;
      for (const issue of issues) {
        const field = FIELDS.find((f) => issue.path.endsWith(`.${f}`));
        if (field) {
          setError(field, { type: 'server', message: issue.message });
          named = true;
        }
      }
      if (!named) notify.error(message);
    }
  });

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

  const message = (key?: string) => (key ? t(key, { defaultValue: key }) : undefined);
  const chosenName = useWatch({ control, name: 'assignee' });
  const chosen = assignees.find((a) => a.fullName === chosenName);

  return (
    <Offcanvas show={open} onHide={onClose} placement="end" aria-labelledby="task-editor-title">
      <Offcanvas.Header closeButton closeLabel={t('common.close')}>
        <Offcanvas.Title id="task-editor-title" as="h2" className="h5 mb-0">
          {t(editing ? 'todo.editTitle' : 'todo.addTitle')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <form noValidate onSubmit={onSubmit}>
          <div className="mb-3">
            <label className="form-label" htmlFor="task-title">
              {t('todo.fields.title')} <span aria-hidden="true">*</span>
            </label>
            <input id="task-title" className={`form-control ${errors.title ? 'is-invalid' : ''}`} aria-invalid={!!errors.title} aria-describedby="task-title-error" aria-required="true" {...register('title')} />
            <div id="task-title-error" className="invalid-feedback">
              {message(errors.title?.message)}
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="task-assignee">
              {t('todo.fields.assignee')}
            </label>
            <div className="d-flex align-items-center gap-2">
              {chosen && <Avatar name={chosen.fullName} src={chosen.avatar} size="sm" />}
              <select id="task-assignee" className="form-select" {...register('assignee')}>
                <option value="">{t('todo.unassigned')}</option>
                {assignees.map((a) => (
                  <option key={a.fullName} value={a.fullName}>
                    {a.fullName}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="mb-3">
            <label className="form-label" htmlFor="task-due">
              {t('todo.fields.dueDate')} <span aria-hidden="true">*</span>
            </label>
            <Controller
              control={control}
              name="dueDate"
              render={({ field }) => (
                <DatePicker
                  id="task-due"
                  selected={field.value ?? null}
                  onChange={(date: Date | null) => field.onChange(date ?? undefined)}
                  onBlur={field.onBlur}
                  dateFormat="yyyy-MM-dd"
                  className={`form-control ${errors.dueDate ? 'is-invalid' : ''}`}
                  wrapperClassName="d-block"
                  ariaInvalid={errors.dueDate ? 'true' : undefined}
                  ariaDescribedBy="task-due-error"
                  locale={i18n.language}
                  autoComplete="off"
                />
              )}
            />
            <div id="task-due-error" className={`invalid-feedback ${errors.dueDate ? 'd-block' : ''}`}>
              {message(errors.dueDate?.message)}
            </div>
          </div>

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

          <div className="mb-3">
            <label className="form-label" htmlFor="task-description">
              {t('todo.fields.description')}
            </label>
            <textarea id="task-description" rows={4} className={`form-control ${errors.description ? 'is-invalid' : ''}`} aria-describedby="task-description-error" {...register('description')} />
            <div id="task-description-error" className="invalid-feedback">
              {message(errors.description?.message)}
            </div>
          </div>

          <div className="mb-4">
            {(['isImportant', 'isCompleted'] as const).map((flag) => (
              <div key={flag} className="form-check form-switch mb-2">
                <input className="form-check-input" type="checkbox" role="switch" id={`task-${flag}`} {...register(flag)} />
                <label className="form-check-label" htmlFor={`task-${flag}`}>
                  {t(flag === 'isImportant' ? 'todo.fields.important' : 'todo.fields.completed')}
                </label>
              </div>
            ))}
          </div>

          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t(editing ? 'common.save' : 'todo.add')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            {task && !task.isDeleted && (
              <button type="button" className="btn btn-outline-danger ms-auto" onClick={() => void onDelete()}>
                <Trash2 size={16} className="me-1" aria-hidden="true" />
                {t('common.delete')}
              </button>
            )}
          </div>
        </form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
