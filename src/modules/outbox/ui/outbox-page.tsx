import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListView } from '@/web/components/list-view';
import { defineListQuery, oneOf, paging, text } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import { MAIL_KINDS } from '@/platform/mail/kinds';
import { outboxColumns } from './outbox-columns';
import { useOutboxMessagesQuery } from './outbox-api';
import './outbox.scss';

// The modal loads when a message is first opened, not with the list.
const MessageDialog = lazy(() => import('./message-dialog').then((m) => ({ default: m.MessageDialog })));
const outboxQuery = defineListQuery({ q: text(), kind: oneOf(MAIL_KINDS), ...paging() });
/** The open message lives in the URL beside the list's state, so a reload shows it again. */
const MESSAGE_PARAM = 'message';

/** The outbox: what the system e-mailed (or would have), searched, filtered by kind and paged in the URL; a message opens whole. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const list = useListQuery(outboxQuery);
  const result = useOutboxMessagesQuery(list.query);
  const [params, setParams] = useSearchParams();
  const raw = params.get(MESSAGE_PARAM);
  const openId = raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  // Once opened the dialog stays mounted on the last message, so it can animate out and give focus back.
  const [shownId, setShownId] = useState(openId);
  if (openId !== undefined && openId !== shownId) setShownId(openId);

  const setOpen = useCallback(
    (id: number | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete(MESSAGE_PARAM);
        else next.set(MESSAGE_PARAM, String(id));
        return next;
      }),
    [setParams],
  );
  const columns = useMemo(() => outboxColumns(setOpen), [setOpen]);
  useEffect(() => {
    document.title = `${t('outbox.title')} · Tablero`;
  }, [t]);

  return (
    <>
      <h1 className="h4 mb-1">{t('outbox.title')}</h1>
      <p className="text-body-secondary mb-3">{t('outbox.subtitle')}</p>
      <ListView
        id="outbox"
        label={t('outbox.title')}
        list={list}
        columns={columns}
        rows={result.data?.messages}
        total={result.data?.total}
        result={result}
        search={{ label: t('outbox.searchLabel'), placeholder: t('outbox.searchPlaceholder') }}
        filters={[{ key: 'kind', label: t('outbox.kindFilter'), anyLabel: t('outbox.allKinds'), options: MAIL_KINDS.map((kind) => ({ value: kind, label: t(`outbox.kinds.${kind}`) })) }]}
        empty={{ message: t('outbox.empty'), filtered: t('outbox.emptyFiltered') }}
      />
      {shownId !== undefined && (
        <Suspense fallback={null}>
          <MessageDialog id={shownId} show={openId !== undefined} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
