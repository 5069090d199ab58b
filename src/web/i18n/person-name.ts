import type { TFunction } from 'i18next';
import { DELETED_NAME } from '@/platform/access/names';

/** A person's name as shown: a deleted account's in the UI language, anyone else's as they wrote it. */
export const personName = (t: TFunction, name: string) => (name === DELETED_NAME ? t('layout.deletedUser') : name);
