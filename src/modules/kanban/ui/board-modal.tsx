import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Modal from 'react-bootstrap/Modal';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { KanbanBoard } from '../contract';
import { useAddKanbanBoardMutation, useRenameKanbanBoardMutation } from './kanban-api';

const schema = z.object({ title: z.string().trim().min(1, 'kanban.errors.boardTitleRequired').max(60, 'kanban.errors.boardTitleLong') });

/** A short form in a modal: the name of a new board, or a new name for `board`. */
export function BoardModal({ show, board, onClose }: { show: boolean; board?: KanbanBoard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [addBoard] = useAddKanbanBoardMutation();
  const [renameBoard] = useRenameKanbanBoardMutation();
  const { register, handleSubmit, reset, setError, formState } = useForm<{ title: string }>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (show) reset({ title: board?.title ?? '' });
  }, [show, board, reset]);

  const onSubmit = handleSubmit(async ({ title }) => {
    try {
      if (board) {
        const renamed = await renameBoard({ boardId: board.id, title }).unwrap();
        notify.success(t('kanban.boardRenamed', { title: renamed.title }));
      } else {
        const added = await addBoard(title).unwrap();
        notify.success(t('kanban.boardAdded', { title: added.title }));
      }
      onClose();
    } catch (error) {
      const { message, issues } = errorOf(error);
      const issue = issues.find((i) => i.path.endsWith('.title'));
      if (issue) setError('title', { type: 'server', message: issue.message });
      else notify.error(message);
    }
  });

  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="kanban-add-board-title">
      <form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="kanban-add-board-title" as="h2" className="h5">
            {t(board ? 'kanban.renameBoardTitle' : 'kanban.addBoardTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <label className="form-label" htmlFor="kanban-board-title">
            {t('kanban.boardTitle')} <span aria-hidden="true">*</span>
          </label>
          <input
            id="kanban-board-title"
            className={`form-control ${errors.title ? 'is-invalid' : ''}`}
            aria-required="true"
            aria-invalid={!!errors.title}
            aria-describedby="kanban-board-title-error"
            {...register('title')}
          />
          <div id="kanban-board-title-error" className="invalid-feedback">
            {errors.title?.message ? t(errors.title.message, { defaultValue: errors.title.message }) : null}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {t(board ? 'common.save' : 'kanban.addBoard')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
