import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCorners, DndContext, DragOverlay } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, LoadError } from '@/web/components/states';
import type { KanbanBoard } from '../contract';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { boardTitle } from './board-title';
import { CardContent } from './kanban-card';
import { KanbanColumn } from './kanban-column';
import { useKanbanBoardsQuery, useKanbanTasksQuery } from './kanban-api';
import { useKanbanDnd } from './use-kanban-dnd';
import './kanban.scss';

// The editor brings the date picker; it loads the first time a task is opened.
// The board form (and the form libraries) load when it is first opened.
const BoardModal = lazy(() => import('./board-modal').then((m) => ({ default: m.BoardModal })));
const TaskSidebar = lazy(() => import('./task-sidebar').then((m) => ({ default: m.TaskSidebar })));

function BoardsSkeleton() {
  return (
    <div className="tb-kanban-boards placeholder-glow" aria-busy="true">
      {[3, 2, 3].map((cards, i) => (
        <div key={i} className="tb-kanban-board">
          <span className="placeholder col-6 mb-3" />
          {Array.from({ length: cards }, (_, j) => (
            <div key={j} className="card tb-kanban-card p-3 mb-3">
              <span className="placeholder col-4 mb-2" />
              <span className="placeholder col-10" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Kanban: the organisation's boards side by side, cards dragged between them, a sidebar to edit a task. */
export default function KanbanPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kanban.title'));
  const boardsQuery = useKanbanBoardsQuery();
  const tasksQuery = useKanbanTasksQuery();
  const [openId, setOpenId] = useState<number | null>(null);
  // undefined: closed; null: adding a board; a board: renaming it.
  const [boardForm, setBoardForm] = useState<KanbanBoard | null | undefined>(undefined);
  // Every screen below shows the boards' titles as the page's language reads them; the rename form gets the stored one.
  const stored = boardsQuery.data?.boards;
  const boards = useMemo(() => (stored ?? []).map((board) => ({ ...board, title: boardTitle(t, board) })), [stored, t]);
  const tasks = tasksQuery.data?.tasks ?? [];
  const totals = new Map((tasksQuery.data?.columns ?? []).map((c) => [c.boardId, c.total]));
  const dnd = useKanbanDnd(tasks, boards);
  const openTask = tasks.find((x) => x.id === openId) ?? null;
  const error = boardsQuery.error ?? tasksQuery.error;

  const addBoardButton = (
    <button type="button" className="btn btn-primary" onClick={() => setBoardForm(null)}>
      <Plus size={18} className="me-1" aria-hidden="true" />
      {t('kanban.addBoard')}
    </button>
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('kanban.title')}</h1>
        {addBoardButton}
      </div>
      {boardsQuery.isLoading || tasksQuery.isLoading ? (
        <BoardsSkeleton />
      ) : error ? (
        <div className="card">
          <LoadError
            message={errorOf(error).message}
            onRetry={() => {
              void boardsQuery.refetch();
              void tasksQuery.refetch();
            }}
          />
        </div>
      ) : boards.length === 0 ? (
        <div className="card">
          <EmptyState message={t('kanban.empty')} action={addBoardButton} />
        </div>
      ) : (
        <DndContext {...dnd.context} collisionDetection={closestCorners}>
          <div className="tb-kanban-boards" role="group" aria-label={t('kanban.boardsLabel')} aria-busy={tasksQuery.isFetching}>
            {boards.map((board) => {
              const loaded = tasks.filter((x) => x.boardId === board.id);
              return <KanbanColumn key={board.id} board={board} tasks={loaded} total={totals.get(board.id) ?? loaded.length} onOpen={(task) => setOpenId(task.id)} onRename={(shown) => setBoardForm(stored?.find((b) => b.id === shown.id) ?? shown)} />;
            })}
          </div>
          <DragOverlay>
            {dnd.activeTask && (
              <div className="card tb-kanban-card tb-kanban-overlay">
                <CardContent task={dnd.activeTask} />
              </div>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {boardForm !== undefined && (
        <Suspense fallback={null}>
          <BoardModal show board={boardForm} onClose={() => setBoardForm(undefined)} />
        </Suspense>
      )}
      {openId !== null && (
        <Suspense fallback={null}>
          <TaskSidebar key={openId} task={openTask} boards={boards} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </>
  );
}
