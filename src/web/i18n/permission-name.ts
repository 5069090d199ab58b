import type { TFunction } from 'i18next';
import { SEEDED_PERMISSION_NAMES } from '@/platform/access/names';
import { seededName, type SeededNames } from './seeded-name';

const PERMISSIONS: SeededNames = { scope: 'layout.permissionNames', names: SEEDED_PERMISSION_NAMES };

/** A permission's name on screen: a sample one, still named as seeded, in the page's language; any other as typed. */
export const permissionName = (t: TFunction, name: string) => seededName(t, PERMISSIONS, name);
