// Names the product gives that screens show in the UI language; kept apart so a page's first load carries only these.

/**
 * The keys of the roles every database starts with and the names they start with.
 */
export const BUILT_IN_ROLE_NAMES: Record<string, string> = {
  admin: 'administrator',
  manager: 'manager',
  user: 'user',
  support: 'support',
  'restricted-user': 'restricted-user',
  client: 'client',
};

/** What a deleted account is called wherever something it made is still shown. */
export const DELETED_NAME = 'Deleted user';

/** The stable keys of the sample permissions every database starts with, and the names they start with (SPEC §6). */
export const SEEDED_PERMISSION_NAMES: Record<string, string> = {
  management: 'Management',
  manageBillingRoles: 'Manage Billing & Roles',
  addRemoveUsers: 'Add & Remove Users',
  projectPlanning: 'Project Planning',
  manageEmailSequences: 'Manage Email Sequences',
  clientCommunication: 'Client Communication',
  onlyView: 'Only View',
  financialManagement: 'Financial Management',
  manageOthersTasks: "Manage Others' Tasks",
};
