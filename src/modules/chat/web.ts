import { MessagesSquare } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { chatRoutes } from './routes';

export const chatWeb = defineWebModule({
  name: 'chat',
  // Chat is personal and open to every signed-in person (the client role too), as its API says.
  pages: [{ path: '/apps/chat', page: () => import('./ui/chat-page'), access: chatRoutes.chatsAndContacts.access, menu: { titleKey: 'nav.chat', icon: MessagesSquare, section: 'apps' }, userMenu: 'chats' }],
});
