import { defineModule } from '@/platform/module';
import { todoContract } from './contract';
import { todoMigrations } from './migrations';
import { seedTodoForAccount } from './seed';
import * as todo from './service';

export const todoModule = defineModule({
  name: 'todo',
  contract: todoContract,
  migrations: todoMigrations,
  seedAccount: seedTodoForAccount,
  handlers: {
    list: (ctx, { query }) => todo.listTasks(ctx, query),
    add: (ctx, { body }) => todo.addTask(ctx, body),
    update: (ctx, { body }) => todo.updateTask(ctx, body.task),
    remove: (ctx, { body }) => todo.deleteTask(ctx, body.taskId),
    assignees: () => todo.listAssignees(),
  },
});
