import { defineWebModule } from '@/web/web-module';
import { blogAccess } from './access';
import { blogPaths } from './ui/links';

/** The blog, for every signed-in account: the list (search, category, paging) and a post with its comments; editing needs the blog area. */
export const blogWeb = defineWebModule({
  name: 'blog',
  pages: [
    { path: blogPaths.list, page: () => import('./ui/blog-list-page'), access: 'signed-in', menu: { titleKey: 'nav.blog', section: 'pages' } },
    { path: blogPaths.detail, page: () => import('./ui/blog-detail-page'), access: 'signed-in' },
    { path: blogPaths.edit, page: () => import('./ui/blog-edit-page'), access: blogAccess('update') },
  ],
});
