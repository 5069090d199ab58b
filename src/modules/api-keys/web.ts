import { KeyRound } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { apiKeysRoutes } from './routes';

export const apiKeysWeb = defineWebModule({
  name: 'api-keys',
  pages: [{ path: '/pages/api-key', page: () => import('./ui/api-keys-page'), access: apiKeysRoutes.list.access, menu: { titleKey: 'nav.apiKey', icon: KeyRound, section: 'pages' } }],
});
