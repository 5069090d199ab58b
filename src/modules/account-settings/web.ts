import { defineWebModule } from '@/web/web-module';

/** The account settings page (this module's tabs and the security tab of the platform) and the account's modals. */
export const accountSettingsWeb = defineWebModule({
  name: 'account-settings',
  pages: [
    { path: '/pages/account-settings', page: () => import('./ui/account-settings-page'), access: 'signed-in', userMenu: 'accountSettings' },
    { path: '/pages/modal-examples', page: () => import('./ui/modal-examples-page'), access: 'signed-in', menu: { titleKey: 'nav.modalExamples', section: 'pages' } },
  ],
});
