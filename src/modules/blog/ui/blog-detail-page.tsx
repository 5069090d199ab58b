import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { AppAbility } from '@/platform/auth/abilities';
import { useAbility } from '@/web/session/ability';
import { errorOf } from '@/web/api/request';
import { Avatar } from '@/web/components/avatar';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { formatDateTime, formatDay } from '@/web/i18n/i18n';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useBlogPostQuery } from './blog-api';
import { BlogSidebar } from './blog-sidebar';
import { categoryName } from './category-name';
import { CommentForm } from './comment-form';
import { blogPaths, categoryLink, editLink } from './links';
import { PostContent } from './post-content';
import './blog.scss';
import { publicFile } from '@/web/public-file';

/** One post: image, title, author, categories, sanitised content, its comments and a form to add one. */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useBlogPostQuery(id, { skip: !valid });
  const mayEdit = useAbility<AppAbility>().can('update', 'Blog');
  useDocumentTitle(result.data?.blog.title ?? t('blog.title'));
  const back = (
    <Link to={blogPaths.list} className="btn btn-outline-secondary btn-sm mb-3 d-inline-flex align-items-center gap-1">
      <ArrowLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
      {t('blog.backToList')}
    </Link>
  );
  const notFound = !valid || errorOf(result.error).status === 404;
  if (notFound) return <EmptyState message={t('blog.notFound')} action={back} />;
  if (result.isLoading) return <ListSkeleton />;
  if (result.error || !result.data) return <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />;
  const { blog, comments } = result.data;
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8 col-xl-9">
        <div className="d-flex flex-wrap gap-2 justify-content-between">
          {back}
          {mayEdit && (
            <Link to={editLink(blog.id)} className="btn btn-primary btn-sm mb-3 d-inline-flex align-items-center gap-1">
              <Pencil size={16} aria-hidden="true" />
              {t('blog.edit.action')}
            </Link>
          )}
        </div>
        <article className="card mb-4">
          <div className="card-body">
            <h1 className="h3 mb-3" dir="auto">
              {blog.title}
            </h1>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
              <Avatar name={blog.userFullName} src={blog.avatar ?? undefined} size="sm" />
              <span className="small" dir="auto">
                {t('blog.by', { name: blog.userFullName })}
              </span>
              <span aria-hidden="true" className="text-body-secondary">
                ·
              </span>
              <time className="small text-body-secondary" dateTime={blog.createdTime}>
                {formatDay(blog.createdTime)}
              </time>
              {blog.status === 'draft' && <span className="badge bg-warning-subtle text-warning-emphasis">{t('blog.status.draft')}</span>}
              {blog.tags.map((tag) => (
                <Link key={tag} to={categoryLink(tag)} className="badge bg-primary-subtle text-primary-emphasis text-decoration-none">
                  {categoryName(t, tag)}
                </Link>
              ))}
            </div>
            <img src={publicFile(blog.img)} alt="" className="w-100 h-auto rounded mb-4 tb-blog-img" width={800} height={400} />
            <PostContent html={blog.content} />
          </div>
        </article>
        <section className="card mb-4" aria-labelledby="blog-comments-title">
          <div className="card-body">
            <h2 className="h5 mb-3" id="blog-comments-title">
              {t('blog.commentsTitle', { count: comments.length })}
            </h2>
            {comments.length === 0 ? (
              <p className="text-body-secondary mb-0">{t('blog.noComments')}</p>
            ) : (
              <ul className="list-unstyled mb-0 d-flex flex-column gap-3 tb-blog-comments">
                {comments.map((c) => (
                  <li key={c.id} className="d-flex gap-3">
                    <Avatar name={c.userFullName} src={c.avatar ?? undefined} />
                    <div className="tb-blog-min">
                      <div className="d-flex flex-wrap gap-2 align-items-baseline">
                        <span className="fw-medium" dir="auto">
                          {c.userFullName}
                        </span>
                        <time className="small text-body-secondary" dateTime={c.commentedAt}>
                          {formatDateTime(c.commentedAt)}
                        </time>
                      </div>
                      <p className="mb-0 tb-blog-comment-text" dir="auto">
                        {c.commentText}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
        <section className="card" aria-labelledby="blog-leave-comment">
          <div className="card-body">
            <h2 className="h5 mb-3" id="blog-leave-comment">
              {t('blog.leaveComment')}
            </h2>
            <CommentForm postId={blog.id} />
          </div>
        </section>
      </div>
      <div className="col-12 col-lg-4 col-xl-3">
        <BlogSidebar />
      </div>
    </div>
  );
}
