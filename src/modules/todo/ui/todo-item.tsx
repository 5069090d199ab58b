import { useTranslation } from 'react-i18next';
import { RotateCcw, Star } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { formatShortDay } from '@/web/i18n/i18n';
import type { TodoTask } from '../contract';

interface TodoItemProps {
  task: TodoTask;
  onOpen: (task: TodoTask) => void;
  onToggle: (task: TodoTask, field: 'isCompleted' | 'isImportant') => void;
  onRestore: (task: TodoTask) => void;
}

export function TodoItem({ task, onOpen, onToggle, onRestore }: TodoItemProps) {
  const { t } = useTranslation();
  const checkboxId = `todo-done-${task.id}`;
  return (
    <li className={`tb-todo-item ${task.isCompleted ? 'completed' : ''}`}>
      {!task.isDeleted && (
        <input
          id={checkboxId}
          type="checkbox"
          className="form-check-input m-0 flex-shrink-0"
          checked={task.isCompleted}
          onChange={() => onToggle(task, 'isCompleted')}
          aria-label={t('todo.markCompleted', { title: task.title })}
        />
      )}
      <button type="button" className="tb-todo-title" onClick={() => onOpen(task)}>
        <bdi>{task.title}</bdi>
      </button>
      <span className="tb-todo-meta">
        {task.tags.map((tag) => (
          <span key={tag} className={`badge rounded-pill tb-tint-badge tb-tag-${tag}`}>
            {t(`todo.tags.${tag}`)}
          </span>
        ))}
        <time className="small text-body-secondary text-nowrap" dateTime={task.dueDate}>
          {formatShortDay(task.dueDate)}
        </time>
        {task.assignee && <Avatar name={task.assignee.fullName} src={task.assignee.avatar} size="sm" />}
        {task.isDeleted ? (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onRestore(task)}>
            <RotateCcw size={14} className="me-1" aria-hidden="true" />
            {t('todo.restore')}
          </button>
        ) : (
          <button
            type="button"
            className={`btn-icon tb-todo-star ${task.isImportant ? 'on' : ''}`}
            aria-pressed={task.isImportant}
            aria-label={t('todo.markImportant', { title: task.title })}
            onClick={() => onToggle(task, 'isImportant')}
          >
            <Star size={18} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
          </button>
        )}
      </span>
    </li>
  );
}
