import type { TFunction } from 'i18next';
import { seededName, type SeededNames } from '@/web/i18n/seeded-name';
import type { KanbanBoard } from '../contract';
import { KANBAN_BOARDS } from '../routes';

const SEEDED: SeededNames = { scope: 'kanban.seededBoards', names: Object.fromEntries(KANBAN_BOARDS.map((b) => [b.id, b.title])) };

/** A board's title on screen: one the product started with, still so named, in the page's language; any other as typed. */
export const boardTitle = (t: TFunction, board: Pick<KanbanBoard, 'id' | 'title'>) => seededName(t, SEEDED, board.title, board.id);
