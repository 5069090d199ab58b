import { defineWebModule } from '@/web/web-module';
import { chatAccess } from './access';

export const chatWeb = defineWebModule({
  name: 'chat',
  // Chat is personal and open to every signed-in person (the client role too), as its API says.
  pages: [{ path: '/apps/chat', page: () => import('./ui/chat-page'), access: chatAccess('read'), menu: { titleKey: 'nav.chat', section: 'apps' }, userMenu: 'chats' }],
});
