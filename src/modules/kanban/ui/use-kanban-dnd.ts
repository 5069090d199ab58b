import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Active, type Announcements, type DragEndEvent, type DragStartEvent, type Over } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { KanbanBoard, KanbanTask } from '../contract';
import { useMoveKanbanTaskMutation, useReorderKanbanTaskMutation } from './kanban-api';

type Target = { type: 'task' | 'board'; boardId: string; title: string };
const targetOf = (item: Active | Over | null) => item?.data.current as Target | undefined;

/** Drag and drop for the boards: pointer and keyboard, translated announcements, and the server call on drop. */
export function useKanbanDnd(tasks: KanbanTask[], boards: KanbanBoard[]) {
  const { t } = useTranslation();
  const [reorder] = useReorderKanbanTaskMutation();
  const [move] = useMoveKanbanTaskMutation();
  const [activeId, setActiveId] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (active: Active) => targetOf(active)?.title ?? '';
  const boardTitle = (id: string) => boards.find((b) => b.id === id)?.title ?? id;
  const overText = (active: Active, over: Over | null, kind: 'over' | 'dropped') => {
    const target = targetOf(over);
    if (!target) return t('kanban.dnd.nowhere', { title: titleOf(active) });
    const key = target.type === 'task' ? (kind === 'over' ? 'overTask' : 'droppedTask') : kind === 'over' ? 'overBoard' : 'droppedBoard';
    return t(`kanban.dnd.${key}`, { title: titleOf(active), over: target.title });
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.pickedUp', { title: titleOf(active) }),
    onDragOver: ({ active, over }) => overText(active, over, 'over'),
    onDragEnd: ({ active, over }) => overText(active, over, 'dropped'),
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { title: titleOf(active) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(Number(active.id));
  const onDragCancel = () => setActiveId(null);
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const target = targetOf(over);
    const task = tasks.find((x) => x.id === Number(active.id));
    if (!over || !target || !task || over.id === active.id) return;
    try {
      if (target.type === 'task') {
        await reorder({ taskId: task.id, targetTaskId: Number(over.id) }).unwrap();
      } else if (target.boardId !== task.boardId) {
        await move({ taskId: task.id, newBoardId: target.boardId }).unwrap();
      } else return;
      notify.success(target.boardId === task.boardId ? t('kanban.taskReordered') : t('kanban.taskMoved', { board: boardTitle(target.boardId) }));
    } catch (error) {
      notify.error(errorOf(error).message);
    }
  };

  return {
    activeTask: tasks.find((x) => x.id === activeId) ?? null,
    context: {
      sensors,
      onDragStart,
      onDragCancel,
      onDragEnd: (event: DragEndEvent) => void onDragEnd(event),
      accessibility: { announcements, screenReaderInstructions: { draggable: t('kanban.dnd.instructions') } },
    },
  };
}
