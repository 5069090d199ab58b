import { defineWebModule } from '@/web/web-module';
import { apiKeysAccess } from './access';

export const apiKeysWeb = defineWebModule({
  name: 'api-keys',
  pages: [{ path: '/pages/api-key', page: () => import('./ui/api-keys-page'), access: apiKeysAccess('read'), menu: { titleKey: 'nav.apiKey', section: 'pages' } }],
});
