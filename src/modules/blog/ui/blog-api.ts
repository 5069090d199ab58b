import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { BlogEditInput, blogContract } from '../contract';
import { blogRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    BlogPost: true;
  }
}

/** The blog's endpoints: a comment or a saved edit refreshes every list, sidebar and post shown. */
export const blogApi = api.enhanceEndpoints({ addTagTypes: ['BlogPost'] }).injectEndpoints({
  endpoints: (build) => {
    const blog = contractEndpoints<typeof blogContract>(build, blogRoutes);
    return {
      blogPosts: blog.query('list', 'query', { providesTags: ['BlogPost'] }),
      blogSidebar: blog.query('sidebar', undefined, { providesTags: ['BlogPost'] }),
      blogPost: blog.query('detail', 'params.id', { providesTags: ['BlogPost'] }),
      addBlogComment: blog.mutation('addComment', ({ id, commentText }: { id: number; commentText: string }) => ({ params: { id }, body: { commentText } }), { invalidatesTags: ['BlogPost'] }),
      blogEdit: blog.query('edit', 'params.id', { providesTags: ['BlogPost'] }),
      saveBlogPost: blog.mutation('save', ({ id, ...body }: BlogEditInput & { id: number }) => ({ params: { id }, body }), { invalidatesTags: ['BlogPost'] }),
      uploadBlogImage: blog.mutation('uploadImage', ({ id, file }: { id: number; file: string }) => ({ params: { id }, body: { file } }), { invalidatesTags: ['BlogPost'] }),
    };
  },
});

export const { useBlogPostsQuery, useBlogSidebarQuery, useBlogPostQuery, useAddBlogCommentMutation, useBlogEditQuery, useSaveBlogPostMutation, useUploadBlogImageMutation } = blogApi;
