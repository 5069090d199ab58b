import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { AppDispatch } from '@/web/store';
import type { kanbanContract, KanbanTask } from '../contract';
import { kanbanRoutes } from '../routes';
import { addLocally, appendPage, moveLocally, reorderLocally, type LoadedBoards } from './local-order';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Kanban: true;
  }
}

const BOARDS = { type: 'Kanban' as const, id: 'BOARDS' };
const TASKS = { type: 'Kanban' as const, id: 'TASKS' };

// Two quick moves can answer out of order: only the answer to the latest one sets the counts (it already
// counts the earlier moves), so an older answer never undoes a newer move on screen.
let latestMove = 0;

interface MoveLifecycle {
  dispatch: AppDispatch;
  queryFulfilled: Promise<{ data: EndpointResponse<(typeof kanbanContract)['move']> }>;
}

const patchBoards = (dispatch: AppDispatch, change: (data: LoadedBoards) => void) => dispatch(kanbanApi.util.updateQueryData('kanbanTasks', undefined, change));

/** Puts the task's new fields on its card, wherever it is loaded. */
function replaceTask(data: LoadedBoards, task: KanbanTask) {
  const index = data.tasks.findIndex((x) => x.id === task.id);
  if (index >= 0) data.tasks[index] = task;
}

/** Applies a move to the loaded cards at once; the server's answer brings the counts, or the move is undone. */
async function showMoveAtOnce({ dispatch, queryFulfilled }: MoveLifecycle, move: (data: LoadedBoards) => void) {
  const patch = patchBoards(dispatch, move);
  const mine = ++latestMove;
  try {
    const { data } = await queryFulfilled;
    patchBoards(dispatch, (draft) => {
      replaceTask(draft, data.task);
      if (mine === latestMove) appendPage(draft, { tasks: [], columns: data.columns });
    });
  } catch {
    patch.undo();
    dispatch(kanbanApi.util.invalidateTags(['Kanban']));
  }
}

export const kanbanApi = api.enhanceEndpoints({ addTagTypes: ['Kanban'] }).injectEndpoints({
  endpoints: (build) => {
    const kanban = contractEndpoints<typeof kanbanContract>(build, kanbanRoutes);
    return {
      kanbanBoards: kanban.query('boards', undefined, { providesTags: [BOARDS] }),
      // The first page of every board and their counts; "more" adds a board's next page to it.
      kanbanTasks: kanban.query('tasks', undefined, { providesTags: [TASKS] }),
      moreKanbanTasks: kanban.mutation('tasks', ({ boardId, from }: { boardId: string; from: number }) => ({ query: { boardId, from } }), {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          patchBoards(dispatch, (draft) => appendPage(draft, data));
        },
      }),
      // Moves show at once; the server's answer then sets the counts.
      reorderKanbanTask: kanban.mutation('reorder', 'body', {
        onQueryStarted: ({ taskId, targetTaskId }, lifecycle) => showMoveAtOnce(lifecycle, (data) => reorderLocally(data, taskId, targetTaskId)),
      }),
      moveKanbanTask: kanban.mutation('move', 'body', {
        onQueryStarted: ({ taskId, newBoardId }, lifecycle) => showMoveAtOnce(lifecycle, (data) => moveLocally(data, taskId, newBoardId)),
      }),
      // A new or edited task goes into the loaded cards: refetching would fold the boards back to one page.
      addKanbanTask: kanban.mutation('addTask', 'body', {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          patchBoards(dispatch, (draft) => addLocally(draft, data));
        },
      }),
      updateKanbanTask: kanban.mutation('updateTask', 'body', {
        async onQueryStarted(_, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled;
          patchBoards(dispatch, (draft) => replaceTask(draft, data));
        },
      }),
      // A new or renamed board leaves the loaded cards alone.
      addKanbanBoard: kanban.mutation('addBoard', 'body.board.title', { invalidatesTags: [BOARDS] }),
      renameKanbanBoard: kanban.mutation('renameBoard', 'body', { invalidatesTags: [BOARDS] }),
      deleteKanbanBoard: kanban.mutation('deleteBoard', 'body.boardId', { invalidatesTags: ['Kanban'] }),
      clearKanbanBoard: kanban.mutation('clearTasks', 'body.boardId', { invalidatesTags: ['Kanban'] }),
    };
  },
});

export const {
  useKanbanBoardsQuery,
  useKanbanTasksQuery,
  useMoreKanbanTasksMutation,
  useReorderKanbanTaskMutation,
  useMoveKanbanTaskMutation,
  useAddKanbanTaskMutation,
  useUpdateKanbanTaskMutation,
  useAddKanbanBoardMutation,
  useRenameKanbanBoardMutation,
  useDeleteKanbanBoardMutation,
  useClearKanbanBoardMutation,
} = kanbanApi;
