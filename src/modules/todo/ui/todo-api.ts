import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import { requestFor } from '@/web/api/request';
import type { EndpointResponse } from '@/platform/contract/define-endpoint';
import type { TodoListQuery, todoContract } from '../contract';
import { todoRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Todo: true;
  }
}

type TodoPage = EndpointResponse<(typeof todoContract)['list']>;
/** What picks a list; the pages of it are asked for by cursor. */
export type TodoListView = Omit<TodoListQuery, 'cursor' | 'perPage'>;

export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  endpoints: (build) => {
    const todo = contractEndpoints<typeof todoContract>(build, todoRoutes);
    return {
      // Pages follow one another by cursor; after a change every page held is read again from the first.
      todoTasks: build.infiniteQuery<TodoPage, TodoListView, string | null>({
        infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
        query: ({ queryArg, pageParam }) => requestFor(todoRoutes.list, { query: { ...queryArg, cursor: pageParam ?? undefined } }),
        providesTags: ['Todo'],
      }),
      todoAssignees: todo.query('assignees'),
      addTodoTask: todo.mutation('add', 'body', { invalidatesTags: ['Todo'] }),
      updateTodoTask: todo.mutation('update', 'body.task', {
        invalidatesTags: ['Todo'],
        // Ticks and stars change at once; the refetch that follows brings the list in line with the server.
        async onQueryStarted({ id, ...changes }, { dispatch, getState, queryFulfilled }) {
          const patches = todoApi.util.selectCachedArgsForQuery(getState(), 'todoTasks').map((args) =>
            dispatch(
              todoApi.util.updateQueryData('todoTasks', args, (draft) => {
                for (const page of draft.pages) {
                  const task = page.tasks.find((t) => t.id === id);
                  if (task) Object.assign(task, changes);
                }
              }),
            ),
          );
          await queryFulfilled.catch(() => patches.forEach((p) => p.undo()));
        },
      }),
      deleteTodoTask: todo.mutation('remove', 'body.taskId', { invalidatesTags: ['Todo'] }),
    };
  },
});

export const { useTodoTasksInfiniteQuery, useTodoAssigneesQuery, useAddTodoTaskMutation, useUpdateTodoTaskMutation, useDeleteTodoTaskMutation } = todoApi;
