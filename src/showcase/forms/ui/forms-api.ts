import { api } from '@/web/api/api-slice';
import { contractEndpoints } from '@/web/api/contract-endpoints';
import type { formsContract } from '../contract';
import { formsRoutes } from '../routes';

declare module '@/web/api/api-slice' {
  interface ApiTags {
    FormUpload: true;
  }
}

/** The select demo's server search and the uploader demo's files. */
export const formsApi = api.enhanceEndpoints({ addTagTypes: ['FormUpload'] }).injectEndpoints({
  endpoints: (build) => {
    const forms = contractEndpoints<typeof formsContract>(build, formsRoutes);
    return {
      selectOptions: forms.query('selectData', 'query.query'),
      formUploads: forms.query('uploads', undefined, { providesTags: ['FormUpload'] }),
      uploadFormFile: forms.mutation('upload', 'body', { invalidatesTags: ['FormUpload'] }),
      removeFormUpload: forms.mutation('removeUpload', 'params.id', { invalidatesTags: ['FormUpload'] }),
    };
  },
});

export const { useLazySelectOptionsQuery, useFormUploadsQuery, useUploadFormFileMutation, useRemoveFormUploadMutation } = formsApi;
