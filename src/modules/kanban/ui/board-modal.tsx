import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { notify } from '@/web/feedback/notify';
import { Field } from '@/web/components/form/field';
import { FormPanel } from '@/web/components/form/form-panel';
import type { KanbanBoard } from '../contract';
import { boardForm } from '../forms';
import { useAddKanbanBoardMutation, useRenameKanbanBoardMutation } from './kanban-api';

/** A short form in a modal: the name of a new board, or a new name for `board`. */
export function BoardModal({ show, board, onClose }: { show: boolean; board?: KanbanBoard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [addBoard] = useAddKanbanBoardMutation();
  const [renameBoard] = useRenameKanbanBoardMutation();

  return (
    <FormPanel
      as="modal"
      show={show}
      onClose={onClose}
      title={t(board ? 'kanban.renameBoardTitle' : 'kanban.addBoardTitle')}
      schema={boardForm}
      defaultValues={{ title: board?.title ?? '' }}
      fields={['title']}
      submitLabel={t(board ? 'common.save' : 'kanban.addBoard')}
      onSubmit={async ({ title }) => {
        if (board) {
          const renamed = await renameBoard({ boardId: board.id, title }).unwrap();
          notify.success(t('kanban.boardRenamed', { title: renamed.title }));
        } else {
          const added = await addBoard(title).unwrap();
          notify.success(t('kanban.boardAdded', { title: added.title }));
        }
      }}
    >
      {({ register }) => (
        <Field name="title" label={t('kanban.boardTitle')} required messages={{ required: 'kanban.errors.boardTitleRequired', too_long: 'kanban.errors.boardTitleLong' }}>
          {(control) => <Form.Control {...control} {...register('title')} />}
        </Field>
      )}
    </FormPanel>
  );
}
