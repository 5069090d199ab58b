import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CalendarDays, GripVertical, MessageSquare, Paperclip } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import type { KanbanTask } from '../contract';
import { formatList, formatShortDay } from '@/web/i18n/i18n';
import { labelTone, useLabelText } from './labels';
import { publicFile } from '@/web/public-file';

interface CardProps {
  task: KanbanTask;
  onOpen?: (task: KanbanTask) => void;
  /** The floating copy that follows the pointer while dragging. */
  overlay?: boolean;
}

/** What a card shows: cover, labels, title, due date, comment and attachment counts, assignees. */
export function CardContent({ task, onOpen, handle }: CardProps & { handle?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const labelText = useLabelText();
  const due = formatShortDay(task.dueDate, i18n.language);
  return (
    <>
      {task.coverImage && <img src={publicFile(task.coverImage)} alt="" className="tb-kanban-cover" loading="lazy" />}
      <div className="p-3">
        {task.labels.length > 0 && (
          <ul className="tb-kanban-labels list-unstyled" aria-label={t('kanban.fields.labels')}>
            {task.labels.map((label) => (
              <li key={label} className={`badge rounded-pill bg-${labelTone(label)}-subtle text-${labelTone(label)}-emphasis`}>
                {labelText(label)}
              </li>
            ))}
          </ul>
        )}
        <div className="d-flex align-items-start gap-1">
          <button type="button" className="tb-kanban-card-title" onClick={() => onOpen?.(task)}>
            <bdi>{task.title}</bdi>
          </button>
          {handle}
        </div>
        <div className="tb-kanban-meta">
          <span title={t('kanban.dueOn', { date: due })}>
            <CalendarDays size={14} aria-hidden="true" />
            <span className="visually-hidden">{t('kanban.dueOn', { date: due })}</span>
            <time dateTime={task.dueDate} aria-hidden="true">
              {due}
            </time>
          </span>
          {task.comments.length > 0 && (
            <span title={t('kanban.comments', { count: task.comments.length })}>
              <MessageSquare size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('kanban.comments', { count: task.comments.length })}</span>
              <span aria-hidden="true">{task.comments.length}</span>
            </span>
          )}
          {task.attachments.length > 0 && (
            <span title={t('kanban.attachments', { count: task.attachments.length })}>
              <Paperclip size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('kanban.attachments', { count: task.attachments.length })}</span>
              <span aria-hidden="true">{task.attachments.length}</span>
            </span>
          )}
          {task.assignedTo.length > 0 && (
            <span className="tb-kanban-avatars ms-auto" role="img" aria-label={t('kanban.assignedTo', { names: formatList(task.assignedTo.map((a) => a.title)) })}>
              {task.assignedTo.slice(0, 3).map((a) => (
                <Avatar key={a.title} name={a.title} src={a.img} size="sm" />
              ))}
            </span>
          )}
        </div>
      </div>
    </>
  );
}

/** A card that can be dragged by its handle (pointer or keyboard) and opened by its title. */
export function KanbanCard({ task, onOpen }: CardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: 'task', boardId: task.boardId, title: task.title },
    attributes: { roleDescription: t('kanban.dnd.roleDescription') },
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <button type="button" ref={setActivatorNodeRef} className="btn-icon tb-kanban-handle" aria-label={t('kanban.dragTask', { title: task.title })} {...attributes} {...listeners}>
      <GripVertical size={16} aria-hidden="true" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={style} className={`card tb-kanban-card ${isDragging ? 'tb-dragging' : ''}`} data-task-id={task.id}>
      <CardContent task={task} onOpen={onOpen} handle={handle} />
    </li>
  );
}
