import type { SearchIndex } from '@/platform/db/search';

/** SPEC §7: the directory's search matches the email, the full name or the billing method. */
export const PEOPLE_SEARCH: SearchIndex = { table: 'accounts', columns: ['email', 'full_name', 'billing'] };
