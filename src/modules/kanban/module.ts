import { defineModule } from '@/platform/module';
import { kanbanContract } from './contract';
import { kanbanMigrations } from './migrations';
import { seedKanban } from './seed';
import * as kanban from './service';

export const kanbanModule = defineModule({
  name: 'kanban',
  contract: kanbanContract,
  migrations: kanbanMigrations,
  seedShared: seedKanban,
  handlers: {
    boards: (ctx) => kanban.listBoards(ctx),
    tasks: (ctx, { query }) => kanban.listTasks(ctx, query),
    reorder: (ctx, { body }) => kanban.reorderTasks(ctx, body.taskId, body.targetTaskId),
    move: (ctx, { body }) => kanban.updateTaskBoard(ctx, body.taskId, body.newBoardId),
    addTask: (ctx, { body }) => kanban.addTask(ctx, body),
    addBoard: (ctx, { body }) => kanban.addBoard(ctx, body.board.title),
    renameBoard: (ctx, { body }) => kanban.renameBoard(ctx, body.boardId, body.title),
    updateTask: (ctx, { body }) => kanban.updateTask(ctx, body.id, body.fields),
    deleteBoard: (ctx, { body }) => kanban.deleteBoard(ctx, body.boardId),
    clearTasks: (ctx, { body }) => kanban.clearTasks(ctx, body.boardId),
  },
});
