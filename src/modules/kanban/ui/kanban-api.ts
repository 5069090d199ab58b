import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { AppDispatch } from '@/web/store';
import type { kanbanContract, KanbanTask } from '../contract';
import { kanbanRoutes } from '../routes';
import { moveLocally, reorderLocally } from './local-order';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Kanban: true;
  }
}

// Two quick moves can answer out of order: only the answer to the latest one replaces the list (it already
// holds the earlier moves), so an older answer never undoes a newer move on screen.
let latestMove = 0;

interface MoveLifecycle {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: EndpointResponse<(typeof kanbanContract)['tasks']> }>;
}

/** Applies a move to the cached board at once; the server's answer replaces it, or the move is undone. */
async function showMoveAtOnce({ dispatch, queryFulfilled }: MoveLifecycle, move: (tasks: KanbanTask[]) => void) {
  const patch = dispatch(kanbanApi.util.updateQueryData('kanbanTasks', undefined, (draft) => move(draft.tasks)));
  const mine = ++latestMove;
  try {
    const { data } = await queryFulfilled;
    if (mine === latestMove) dispatch(kanbanApi.util.upsertQueryData('kanbanTasks', undefined, data));
  } catch {
    patch.undo();
    dispatch(kanbanApi.util.invalidateTags(['Kanban']));
  }
}

export const kanbanApi = api.enhanceEndpoints({ addTagTypes: ['Kanban'] }).injectEndpoints({
  endpoints: (build) => {
    const kanban = contractEndpoints<typeof kanbanContract>(build, kanbanRoutes);
    return {
      kanbanBoards: kanban.query('boards', undefined, { providesTags: ['Kanban'] }),
      kanbanTasks: kanban.query('tasks', undefined, { providesTags: ['Kanban'] }),
      // Moves show at once; the server's answer (its order) then replaces the list.
      reorderKanbanTask: kanban.mutation('reorder', 'body', {
        onQueryStarted: ({ taskId, targetTaskId }, lifecycle) => showMoveAtOnce(lifecycle, (tasks) => reorderLocally(tasks, taskId, targetTaskId)),
      }),
      moveKanbanTask: kanban.mutation('move', 'body', {
        onQueryStarted: ({ taskId, newBoardId }, lifecycle) => showMoveAtOnce(lifecycle, (tasks) => moveLocally(tasks, taskId, newBoardId)),
      }),
      addKanbanTask: kanban.mutation('addTask', 'body', { invalidatesTags: ['Kanban'] }),
      updateKanbanTask: kanban.mutation('updateTask', 'body', { invalidatesTags: ['Kanban'] }),
      addKanbanBoard: kanban.mutation('addBoard', 'body.board.title', { invalidatesTags: ['Kanban'] }),
      renameKanbanBoard: kanban.mutation('renameBoard', 'body', { invalidatesTags: ['Kanban'] }),
      deleteKanbanBoard: kanban.mutation('deleteBoard', 'body.boardId', { invalidatesTags: ['Kanban'] }),
      clearKanbanBoard: kanban.mutation('clearTasks', 'body.boardId', { invalidatesTags: ['Kanban'] }),
    };
  },
});

export const {
  useKanbanBoardsQuery,
  useKanbanTasksQuery,
  useReorderKanbanTaskMutation,
  useMoveKanbanTaskMutation,
  useAddKanbanTaskMutation,
  useUpdateKanbanTaskMutation,
  useAddKanbanBoardMutation,
  useRenameKanbanBoardMutation,
  useDeleteKanbanBoardMutation,
  useClearKanbanBoardMutation,
} = kanbanApi;
