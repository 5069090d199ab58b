import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { todoContract } from '../contract';
import { todoRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    Todo: true;
  }
}

export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  endpoints: (build) => {
    const todo = contractEndpoints<typeof todoContract>(build, todoRoutes);
    return {
      todoTasks: todo.query('list', 'query', { providesTags: ['Todo'] }),
      todoAssignees: todo.query('assignees'),
      addTodoTask: todo.mutation('add', 'body', { invalidatesTags: ['Todo'] }),
      updateTodoTask: todo.mutation('update', 'body.task', {
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
      deleteTodoTask: todo.mutation('remove', 'body.taskId', { invalidatesTags: ['Todo'] }),
    };
  },
});

export const { useTodoTasksQuery, useTodoAssigneesQuery, useAddTodoTaskMutation, useUpdateTodoTaskMutation, useDeleteTodoTaskMutation } = todoApi;
