import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Eraser, MoreVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { confirm } from '@/web/feedback/confirm';
import { notify } from '@/web/feedback/notify';
import type { KanbanBoard, KanbanTask } from '../contract';
import { KanbanCard } from './kanban-card';
import { useClearKanbanBoardMutation, useDeleteKanbanBoardMutation } from './kanban-api';

interface ColumnProps {
  board: KanbanBoard;
  tasks: KanbanTask[];
  onOpen: (task: KanbanTask) => void;
  onRename: (board: KanbanBoard) => void;
}


/** One board: header with its menu, the sortable cards, and the inline "add task" form. */
export function KanbanColumn({ board, tasks, onOpen, onRename }: ColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `board:${board.id}`, data: { type: 'board', boardId: board.id, title: board.title } });
  const [clearBoard] = useClearKanbanBoardMutation();
  const [deleteBoard] = useDeleteKanbanBoardMutation();
  const headingId = `kanban-board-${board.id}`;

  const act = async (kind: 'clear' | 'delete') => {
    const ok = await confirm({
      title: t(kind === 'clear' ? 'kanban.clearTitle' : 'kanban.deleteTitle'),
      text: t(kind === 'clear' ? 'kanban.clearText' : 'kanban.deleteText', { title: board.title }),
      confirmText: t(kind === 'clear' ? 'kanban.clearTasks' : 'kanban.deleteBoard'),
    });
    if (!ok) return;
    try {
      await (kind === 'clear' ? clearBoard : deleteBoard)(board.id).unwrap();
      notify.success(t(kind === 'clear' ? 'kanban.cleared' : 'kanban.boardDeleted', { title: board.title }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return (
    <section className="tb-kanban-board" aria-labelledby={headingId}>
      <header className="tb-kanban-board-header">
        <h2 id={headingId} className="h6 mb-0 text-truncate">
          {board.title}
        </h2>
        <span className="badge rounded-pill text-bg-secondary" title={t('kanban.taskCount', { count: tasks.length })}>
          <span aria-hidden="true">{tasks.length}</span>
          <span className="visually-hidden">{t('kanban.taskCount', { count: tasks.length })}</span>
        </span>
        <Dropdown align="end" className="ms-auto">
          <Dropdown.Toggle as="button" className="btn-icon" aria-label={t('kanban.boardMenu', { title: board.title })}>
            <MoreVertical size={18} aria-hidden="true" />
          </Dropdown.Toggle>
          <Dropdown.Menu>
            <Dropdown.Item as="button" onClick={() => onRename(board)}>
              <Pencil size={16} className="me-2" aria-hidden="true" />
              {t('kanban.renameBoard')}
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => void act('clear')}>
              <Eraser size={16} className="me-2" aria-hidden="true" />
              {t('kanban.clearTasks')}
            </Dropdown.Item>
            <Dropdown.Item as="button" className="text-danger" onClick={() => void act('delete')}>
              <Trash2 size={16} className="me-2" aria-hidden="true" />
              {t('kanban.deleteBoard')}
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
      </header>
      <SortableContext id={board.id} items={tasks.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className={`tb-kanban-list list-unstyled ${isOver ? 'tb-over' : ''}`} aria-label={t('kanban.boardTasks', { title: board.title })}>
          {tasks.map((task) => (
            <KanbanCard key={task.id} task={task} onOpen={onOpen} />
          ))}
          {tasks.length === 0 && <li className="tb-kanban-empty">{t('kanban.emptyBoard')}</li>}
        </ul>
      </SortableContext>
      <AddTask boardId={board.id} />
    </section>
  );
}

// The form (and its validation) loads when a person first asks to add a task.
const AddTaskForm = lazy(() => import('./add-task-form'));

function AddTask({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn btn-sm btn-outline-primary w-100" onClick={() => setOpen(true)}>
        <Plus size={16} className="me-1" aria-hidden="true" />
        {t('kanban.addTask')}
      </button>
    );
  return (
    <Suspense fallback={null}>
      <AddTaskForm boardId={boardId} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
