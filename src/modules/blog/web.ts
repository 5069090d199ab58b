import { Newspaper } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { blogPaths } from './ui/links';

/** The blog, for every signed-in account: the list (search, category, paging) and a post with its comments. */
export const blogWeb = defineWebModule({
  name: 'blog',
  pages: [
    { path: blogPaths.list, page: () => import('./ui/blog-list-page'), access: 'signed-in', menu: { titleKey: 'nav.blog', icon: Newspaper, section: 'pages' } },
    { path: blogPaths.detail, page: () => import('./ui/blog-detail-page'), access: 'signed-in' },
  ],
});
