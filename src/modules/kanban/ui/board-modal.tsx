import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { KanbanBoard } from '../contract';
import { boardForm } from '../forms';
import { boardTitle } from './board-title';
import { useAddKanbanBoardMutation, useRenameKanbanBoardMutation } from './kanban-api';

/** A short form in a modal: the name of a new board, or a new name for `board`. */
export function BoardModal({ show, board, onClose }: { show: boolean; board?: KanbanBoard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [addBoard] = useAddKanbanBoardMutation();
  const [renameBoard] = useRenameKanbanBoardMutation();
  // A board the product started with shows its title in the page's language; left as shown, it keeps the title it has.
  const shownTitle = board ? boardTitle(t, board) : '';

  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t(board ? 'kanban.renameBoardTitle' : 'kanban.addBoardTitle')}
      schema={boardForm}
      defaultValues={{ title: shownTitle }}
      fields={['title']}
      submitLabel={t(board ? 'common.save' : 'kanban.addBoard')}
      onSubmit={async ({ title }) => {
        if (board) {
          const renamed = await renameBoard({ boardId: board.id, title: title === shownTitle ? board.title : title }).unwrap();
          notify.success(t('kanban.boardRenamed', { title: boardTitle(t, renamed) }));
        } else {
          const added = await addBoard(title).unwrap();
          notify.success(t('kanban.boardAdded', { title: added.title }));
        }
      }}
    >
      {({ register }) => (
        <Field name="title" label={t('kanban.boardTitle')} required messages={{ required: 'kanban.errors.boardTitleRequired', too_long: 'kanban.errors.boardTitleLong' }}>
          {(control) => <Form.Control {...control} {...register('title')} dir="auto" />}
        </Field>
      )}
    </FormPanel>
  );
}
