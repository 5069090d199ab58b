import { lazy } from 'react';
import { defineWebModule } from '@/web/web-module';

export const searchWeb = defineWebModule({
  name: 'search',
  pages: [],
  // Only the button, the shortcuts and the bookmarks, on every signed-in page: the dialog loads on first use.
  navbar: [lazy(() => import('./ui/search-navbar'))],
});
