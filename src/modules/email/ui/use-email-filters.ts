import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EmailLabel, EmailView } from '../contract';
import { EMAIL_LABELS, EMAIL_VIEWS } from '../routes';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => (list.includes(value as T) ? (value as T) : undefined);

export interface EmailFilters {
  folder: EmailView;
  label?: EmailLabel;
  q: string;
}

type Key = 'folder' | 'label' | 'q' | 'mail';

/** Folder, label, search and the open mail live in the URL, so a reload or a shared link shows the same screen. */
export function useEmailFilters() {
  const [params, setParams] = useSearchParams();
  const filters: EmailFilters = useMemo(
    () => ({ folder: oneOf(EMAIL_VIEWS, params.get('folder')) ?? 'inbox', label: oneOf(EMAIL_LABELS, params.get('label')), q: params.get('q') ?? '' }),
    [params],
  );
  const mailParam = Number(params.get('mail'));
  const openId = Number.isInteger(mailParam) && mailParam > 0 ? mailParam : null;
  const update = useCallback(
    (changes: Partial<Record<Key, string | number | undefined>>, replace = true) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value && !(key === 'folder' && value === 'inbox')) next.set(key, String(value));
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { filters, openId, update };
}
