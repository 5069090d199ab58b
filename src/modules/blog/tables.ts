import type { Generated, Selectable } from 'kysely';

/** The blog's categories, shared by every post; `name` is a key the pages translate. */
export interface BlogCategoryTable {
  id: Generated<number>;
  name: string;
  /** A lucide icon name the sidebar draws. */
  icon: string;
  position: number;
}

export interface BlogPostTable {
  id: Generated<number>;
  author_id: number | null;
  title: string;
  /** Lower case words joined by dashes, unique. */
  slug: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  /** A path under the app's images or a stored file (/api/files/:key). */
  image: string;
  /** 'published' | 'draft' */
  status: string;
  created_at: string;
  updated_at: string;
}

export interface BlogPostCategoryTable {
  post_id: number;
  category_id: number;
}

export interface BlogCommentTable {
  id: Generated<number>;
  post_id: number;
  account_id: number | null;
  text: string;
  created_at: string;
}

declare module '@/platform/db/database' {
  interface Database {
    blog_categories: BlogCategoryTable;
    blog_posts: BlogPostTable;
    blog_post_categories: BlogPostCategoryTable;
    blog_comments: BlogCommentTable;
  }
}

export type BlogPostRow = Selectable<BlogPostTable>;
