import { useTranslation } from 'react-i18next';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import type { Email, EmailFolder } from '../contract';
import { useToggleEmailLabelMutation, useUpdateEmailsMutation } from './email-api';
import type { MailAction } from './mail-actions';

/** Runs one action on some mails and says so in a toast; a move can be undone. */
export function useMailActions() {
  const { t } = useTranslation();
  const [update] = useUpdateEmailsMutation();
  const [toggleLabel] = useToggleEmailLabelMutation();

  return async (mails: Email[], action: MailAction): Promise<boolean> => {
    const emailIds = mails.map((m) => m.id);
    const count = emailIds.length;
    try {
      if (action.kind === 'read') {
        await update({ emailIds, dataToUpdate: { isRead: action.value } }).unwrap();
        notify.success(t(action.value ? 'email.done.read' : 'email.done.unread', { count }));
      } else if (action.kind === 'star') {
        await update({ emailIds, dataToUpdate: { isStarred: action.value } }).unwrap();
        notify.success(t(action.value ? 'email.done.starred' : 'email.done.unstarred', { count }));
      } else if (action.kind === 'label') {
        await toggleLabel({ emailIds, label: action.label }).unwrap();
        notify.success(t('email.done.label', { count, label: t(`email.labels.${action.label}`) }));
      } else {
        const from = new Map<EmailFolder, number[]>();
        for (const m of mails) from.set(m.folder, [...(from.get(m.folder) ?? []), m.id]);
        await update({ emailIds, dataToUpdate: { folder: action.folder } }).unwrap();
        notify.undoable(t('email.done.moved', { count, folder: t(`email.folders.${action.folder}`) }), t('common.undo'), () => {
          for (const [folder, ids] of from) void update({ emailIds: ids, dataToUpdate: { folder } });
        });
      }
      return true;
    } catch (e) {
      notify.error(errorOf(e).message);
      return false;
    }
  };
}
