import { defineModule } from '@/platform/module';
import { blogContract } from './contract';
import { uploadFeaturedImage } from './featured-image';
import { blogMigrations } from './migrations';
import { seedBlog } from './seed';
import * as blog from './service';
import './tables';

export const blogModule = defineModule({
  name: 'blog',
  contract: blogContract,
  migrations: blogMigrations,
  seedShared: seedBlog,
  handlers: {
    list: (ctx, { query }) => blog.listPosts(ctx, query),
    sidebar: (ctx) => blog.getSidebar(ctx),
    detail: (ctx, { params }) => blog.getPost(ctx, params.id),
    addComment: (ctx, { params, body }) => blog.addComment(ctx, params.id, body.commentText),
    edit: (ctx, { params }) => blog.getEdit(ctx, params.id),
    save: (ctx, { params, body }) => blog.savePost(ctx, params.id, body),
    uploadImage: (ctx, { params, body }) => uploadFeaturedImage(ctx, params.id, body),
  },
});
