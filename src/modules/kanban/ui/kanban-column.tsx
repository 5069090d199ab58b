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
import { useClearKanbanBoardMutation, useDeleteKanbanBoardMutation, useMoreKanbanTasksMutation } from './kanban-api';

interface ColumnProps {
  board: KanbanBoard;
  /** The board's loaded cards: its first ones, in order. */
  tasks: KanbanTask[];
  /** How many tasks the board holds, loaded or not. */
  total: number;
  onOpen: (task: KanbanTask) => void;
  onRename: (board: KanbanBoard) => void;
}

/** One board: header with its count and menu, the sortable cards (a page at a time), and the inline "add task" form. */
export function KanbanColumn({ board, tasks, total, onOpen, onRename }: ColumnProps) {
  const { t } = useTranslation();
  const [loadMore, more] = useMoreKanbanTasksMutation();
  const remaining = total - tasks.length;
  const showMore = async () => {
    try {
      // Positions have no gaps: the next page starts where the loaded cards end.
      await loadMore({ boardId: board.id, from: tasks.length }).unwrap();
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };
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
        <span className="badge rounded-pill text-bg-secondary" title={t('kanban.taskCount', { count: total })}>
          <span aria-hidden="true">{total}</span>
          <span className="visually-hidden">{t('kanban.taskCount', { count: total })}</span>
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
          {total === 0 && <li className="tb-kanban-empty">{t('kanban.emptyBoard')}</li>}
        </ul>
      </SortableContext>
      {remaining > 0 && (
        <button type="button" className="btn btn-sm btn-link w-100 mb-2" disabled={more.isLoading} onClick={() => void showMore()}>
          {more.isLoading && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {t('kanban.showMore', { count: remaining })}
        </button>
      )}
      <AddTask boardId={board.id} />
    </section>
  );
}

// The inline form validates with the contract's schema: zod loads when it first opens.
const AddTaskForm = lazy(() => import('./add-task-form').then((m) => ({ default: m.AddTaskForm })));

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
      <AddTaskForm boardId={boardId} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
