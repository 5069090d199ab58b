import { lazy, Suspense } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { errorOf } from '@/web/api/request';
import { applyServerIssues } from '@/web/components/form/apply-server-issues';
import { Field } from '@/web/components/form/field';
import { issueText } from '@/web/components/form/issue-text';
import { lazyIssueResolver } from '@/web/components/form/lazy-issue-resolver';
import { notify } from '@/web/feedback/notify';
import type { BlogEdit, BlogEditInput, BlogSidebar } from '../contract';
import { POST_STATUSES } from '../routes';
import { useSaveBlogPostMutation } from './blog-api';
import { categoryName } from './category-name';
import { postLink } from './links';

// TipTap loads with the editor, after the form's fields.
const RichEditor = lazy(() => import('@/web/components/rich-editor').then((m) => ({ default: m.RichEditor })));
type Output = Required<BlogEditInput>;
const editResolver = lazyIssueResolver<BlogEditInput, Output>(() => import('../forms').then((m) => m.editForm as never));
const FIELDS = ['blogTitle', 'slug', 'blogCategories', 'status', 'excerpt', 'content'] as const;
const MESSAGES = { slug: 'blog.edit.slugRule', slug_taken: 'blog.edit.slugTaken' };

/** Title, slug, categories, status, excerpt and content, checked with the endpoint's schema; saved, then the post shows. */
export function EditForm({ post, categories }: { post: BlogEdit; categories: BlogSidebar['categories'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [save] = useSaveBlogPostMutation();
  const form = useForm<BlogEditInput, unknown, Output>({
    resolver: editResolver,
    mode: 'onTouched',
    defaultValues: { blogTitle: post.blogTitle, slug: post.slug, blogCategories: post.blogCategories.map((c) => c.value), status: post.status, excerpt: post.excerpt, content: post.content },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ id: post.id, ...values }).unwrap();
      notify.success(t('blog.edit.saved'));
      void navigate(postLink(post.id));
    } catch (error) {
      const { message, issues, status } = errorOf(error);
      const unplaced = status === 400 ? applyServerIssues(issues, form.setError, FIELDS) : [];
      if (status !== 400 || unplaced.length) notify.error(unplaced[0] ? issueText(t, unplaced[0]) : status === undefined ? t('common.networkError') : message);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field name="blogTitle" label={t('blog.edit.title')} required>
          {(control) => <Form.Control {...control} {...form.register('blogTitle')} dir="auto" />}
        </Field>
        <Field name="slug" label={t('blog.edit.slug')} required hint={t('blog.edit.slugHint')} messages={MESSAGES}>
          {(control) => <Form.Control {...control} {...form.register('slug')} dir="ltr" autoComplete="off" />}
        </Field>
        <Field name="blogCategories" label={t('blog.edit.categories')}>
          {(control, id) => (
            <Controller
              control={form.control}
              name="blogCategories"
              render={({ field }) => (
                <Form.Select
                  {...control}
                  id={id}
                  multiple
                  htmlSize={Math.min(5, categories.length)}
                  value={(field.value ?? []).map(String)}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange([...e.target.selectedOptions].map((o) => Number(o.value)))}
                >
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {categoryName(t, c.category)}
                    </option>
                  ))}
                </Form.Select>
              )}
            />
          )}
        </Field>
        <Field name="status" label={t('blog.edit.status')} required>
          {(control) => (
            <Form.Select {...control} {...form.register('status')}>
              {POST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`blog.status.${s}`)}
                </option>
              ))}
            </Form.Select>
          )}
        </Field>
        <Field name="excerpt" label={t('blog.edit.excerpt')}>
          {(control) => <Form.Control as="textarea" rows={3} dir="auto" {...control} {...form.register('excerpt')} />}
        </Field>
        <div className="mb-3">
          <span className="form-label d-block" id="blog-content-label">
            {t('blog.edit.content')}
          </span>
          <Suspense fallback={<div className="placeholder-glow"><span className="placeholder col-12" style={{ height: '10rem' }} /></div>}>
            <Controller control={form.control} name="content" render={({ field }) => <RichEditor initialValue={post.content} onChange={field.onChange} label={t('blog.edit.content')} />} />
          </Suspense>
        </div>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            {t('blog.edit.save')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void navigate(postLink(post.id))}>
            {t('blog.edit.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
