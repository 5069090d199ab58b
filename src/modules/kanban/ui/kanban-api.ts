import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { kanbanContract, type KanbanBoard, type KanbanTask, type KanbanTaskFields } from '../contract';
import { moveLocally, reorderLocally } from './local-order';

type C = typeof kanbanContract;
type Tasks = EndpointResponse<C['tasks']>;

// Two quick moves can answer out of order: only the answer to the latest one replaces the list (it already
// holds the earlier moves), so an older answer never undoes a newer move on screen.
let latestMove = 0;

export const kanbanApi = api.injectEndpoints({
  endpoints: (build) => ({
    kanbanBoards: build.query<EndpointResponse<C['boards']>, void>({
      query: () => requestFor(kanbanContract.boards),
      providesTags: ['Kanban'],
    }),
    kanbanTasks: build.query<Tasks, void>({
      query: () => requestFor(kanbanContract.tasks),
      providesTags: ['Kanban'],
    }),
    // Moves show at once; the server's answer (its order) then replaces the list.
    reorderKanbanTask: build.mutation<Tasks, EndpointInput<C['reorder']>['body']>({
      query: (body) => requestFor(kanbanContract.reorder, { body }),
      async onQueryStarted({ taskId, targetTaskId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(kanbanApi.util.updateQueryData('kanbanTasks', undefined, (draft) => reorderLocally(draft.tasks, taskId, targetTaskId)));
        const mine = ++latestMove;
        try {
          const { data } = await queryFulfilled;
          if (mine === latestMove) dispatch(kanbanApi.util.upsertQueryData('kanbanTasks', undefined, data));
        } catch {
          patch.undo();
          dispatch(kanbanApi.util.invalidateTags(['Kanban']));
        }
      },
    }),
    moveKanbanTask: build.mutation<Tasks, EndpointInput<C['move']>['body']>({
      query: (body) => requestFor(kanbanContract.move, { body }),
      async onQueryStarted({ taskId, newBoardId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(kanbanApi.util.updateQueryData('kanbanTasks', undefined, (draft) => moveLocally(draft.tasks, taskId, newBoardId)));
        const mine = ++latestMove;
        try {
          const { data } = await queryFulfilled;
          if (mine === latestMove) dispatch(kanbanApi.util.upsertQueryData('kanbanTasks', undefined, data));
        } catch {
          patch.undo();
          dispatch(kanbanApi.util.invalidateTags(['Kanban']));
        }
      },
    }),
    addKanbanTask: build.mutation<KanbanTask, EndpointInput<C['addTask']>['body']>({
      query: (body) => requestFor(kanbanContract.addTask, { body }),
      invalidatesTags: ['Kanban'],
    }),
    updateKanbanTask: build.mutation<KanbanTask, { id: number; fields: KanbanTaskFields }>({
      query: (body) => requestFor(kanbanContract.updateTask, { body }),
      invalidatesTags: ['Kanban'],
    }),
    addKanbanBoard: build.mutation<KanbanBoard, string>({
      query: (title) => requestFor(kanbanContract.addBoard, { body: { board: { title } } }),
      invalidatesTags: ['Kanban'],
    }),
    renameKanbanBoard: build.mutation<KanbanBoard, { boardId: string; title: string }>({
      query: (body) => requestFor(kanbanContract.renameBoard, { body }),
      invalidatesTags: ['Kanban'],
    }),
    deleteKanbanBoard: build.mutation<KanbanBoard, string>({
      query: (boardId) => requestFor(kanbanContract.deleteBoard, { body: { boardId } }),
      invalidatesTags: ['Kanban'],
    }),
    clearKanbanBoard: build.mutation<KanbanBoard, string>({
      query: (boardId) => requestFor(kanbanContract.clearTasks, { body: { boardId } }),
      invalidatesTags: ['Kanban'],
    }),
  }),
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
