import type { EndpointInput, EndpointResponse } from '@/platform/contract/define-endpoint';
import { api } from '@/web/api/api-slice';
import { requestFor } from '@/web/api/request';
import { todoContract, type TodoListQuery, type TodoTask } from '../contract';

type C = typeof todoContract;

export const todoApi = api.injectEndpoints({
  endpoints: (build) => ({
    todoTasks: build.query<EndpointResponse<C['list']>, TodoListQuery>({
      query: (query) => requestFor(todoContract.list, { query }),
      providesTags: ['Todo'],
    }),
    todoAssignees: build.query<EndpointResponse<C['assignees']>, void>({
      query: () => requestFor(todoContract.assignees),
    }),
    addTodoTask: build.mutation<TodoTask, EndpointInput<C['add']>['body']>({
      query: (body) => requestFor(todoContract.add, { body }),
      invalidatesTags: ['Todo'],
    }),
    updateTodoTask: build.mutation<TodoTask, EndpointInput<C['update']>['body']['task']>({
      query: (task) => requestFor(todoContract.update, { body: { task } }),
      invalidatesTags: ['Todo'],
      // Ticks and stars change at once; the refetch that follows brings the list in line with the server.
      async onQueryStarted({ id, ...changes }, { dispatch, getState, queryFulfilled }) {
        const patches = todoApi.util.selectCachedArgsForQuery(getState(), 'todoTasks').map((args) =>
          dispatch(
            todoApi.util.updateQueryData('todoTasks', args, (draft) => {
              const task = draft.tasks.find((t) => t.id === id);
              if (task) Object.assign(task, changes);
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
      },
    }),
    deleteTodoTask: build.mutation<TodoTask, number>({
      query: (taskId) => requestFor(todoContract.remove, { body: { taskId } }),
      invalidatesTags: ['Todo'],
    }),
  }),
});

export const { useTodoTasksQuery, useTodoAssigneesQuery, useAddTodoTaskMutation, useUpdateTodoTaskMutation, useDeleteTodoTaskMutation } = todoApi;
