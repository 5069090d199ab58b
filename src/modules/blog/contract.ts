import { z } from 'zod';
import { defineContract } from '@/platform/contract/define-contract';
import { pagingQuery, searchTerm } from '@/platform/contract/lists';
import { recordId, recordIdParam } from '@/platform/contract/record-id';
import { multiLine, singleLine } from '@/platform/contract/text';
import { COMMENT_MAX, FEATURED_IMAGE_MAX_BYTES, POST_STATUSES, POSTS_PER_PAGE, blogRoutes } from './routes';

export const blogListItem = z.object({
  id: z.number(),
  img: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
  userFullName: z.string(),
  /** ISO instant. */
  blogPosted: z.string(),
  /** Category keys, translated by the pages. */
  tags: z.array(z.string()),
  excerpt: z.string(),
  /** How many comments. */
  comment: z.number(),
  status: z.enum(POST_STATUSES),
});
export type BlogListItem = z.infer<typeof blogListItem>;

export const blogListQuery = z.object({
  q: searchTerm,
  /** A category key; empty means all. */
  category: singleLine().max(40).default(''),
  ...pagingQuery(POSTS_PER_PAGE),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

export const blogCategory = z.object({ id: z.number(), category: z.string(), icon: z.string(), count: z.number() });
export const recentPost = z.object({ id: z.number(), img: z.string(), title: z.string(), createdTime: z.string() });
export const blogSidebar = z.object({ recentPosts: z.array(recentPost), categories: z.array(blogCategory) });
export type BlogSidebar = z.infer<typeof blogSidebar>;

export const blogComment = z.object({ id: z.number(), avatar: z.string().nullable(), userFullName: z.string(), commentedAt: z.string(), commentText: z.string() });
export type BlogComment = z.infer<typeof blogComment>;

export const blogDetail = z.object({
  blog: z.object({
    id: z.number(),
    img: z.string(),
    title: z.string(),
    avatar: z.string().nullable(),
    userFullName: z.string(),
    createdTime: z.string(),
    tags: z.array(z.string()),
    /** Sanitised HTML. */
    content: z.string(),
    comments: z.number(),
    status: z.enum(POST_STATUSES),
  }),
  comments: z.array(blogComment),
});
export type BlogDetail = z.infer<typeof blogDetail>;

export const commentInput = z.object({
  commentText: multiLine()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, 'Write a comment').max(COMMENT_MAX)),
});
export type CommentInput = z.input<typeof commentInput>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const blogEdit = z.object({
  id: z.number(),
  blogTitle: z.string(),
  /** The post's categories, as the multi-select shows them (value: id, label: key). */
  blogCategories: z.array(z.object({ value: z.number(), label: z.string() })),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string(),
});
export type BlogEdit = z.infer<typeof blogEdit>;

export const blogEditInput = z.object({
  blogTitle: singleLine().min(1, 'Enter a title').max(140),
  slug: singleLine()
    .min(1, 'Enter a slug')
    .max(140)
    .refine((v) => SLUG_PATTERN.test(v), { message: 'Use lower-case letters, digits and dashes', params: { code: 'slug' } })
    .meta({ examples: ['entrada-de-muestra'] }),
  blogCategories: z.array(recordId()).max(10).default([]),
  status: z.enum(POST_STATUSES),
  excerpt: multiLine().max(400).default(''),
  content: multiLine().max(100_000).default(''),
});
export type BlogEditInput = z.input<typeof blogEditInput>;

/** base64 of the picture's bytes: its type is told by its content. */
export const imageBody = z.object({
  file: z
    .string()
    .min(1, 'Choose a picture')
    .max(Math.ceil(FEATURED_IMAGE_MAX_BYTES / 3) * 4 + 1024),
});

const idParams = z.object({ id: recordIdParam() });

export * from './routes';
export const blogContract = defineContract(blogRoutes, {
  list: {
    query: blogListQuery,
    response: z.object({ posts: z.array(blogListItem), total: z.number() }),
    summary: 'Published posts newest first (drafts too for those who may edit), searched by title and excerpt, by category, paged',
  },
  sidebar: { response: blogSidebar, summary: 'The newest published posts and every category with its count of published posts' },
  detail: { params: idParams, response: blogDetail, summary: 'One post with its comments, oldest first' },
  addComment: { params: idParams, body: commentInput, response: z.object({ comment: blogComment }), status: 201, summary: 'A comment by the signed-in account' },
  edit: { params: idParams, response: blogEdit, summary: 'One post as the edit form shows it' },
  save: { params: idParams, body: blogEditInput, response: blogEdit, summary: 'Saves a post; its content is sanitised, its slug must be unique' },
  uploadImage: { params: idParams, body: imageBody, response: blogEdit, summary: 'A new featured image: PNG, JPEG, WebP or GIF (told by content), at most 800 KB, as base64' },
});
