import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useBlogEditQuery, useBlogSidebarQuery } from './blog-api';
import { EditForm } from './edit-form';
import { FeaturedImage } from './featured-image';
import { blogPaths, postLink } from './links';
import './blog.scss';

/** Edit a post (for those the blog area lets change posts): its fields in a form, the featured image beside. */
export default function BlogEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useBlogEditQuery(id, { skip: !valid });
  const sidebar = useBlogSidebarQuery();
  useDocumentTitle(t('blog.edit.pageTitle'));
  const notFound = !valid || errorOf(result.error).status === 404;
  if (notFound)
    return (
      <EmptyState
        message={t('blog.notFound')}
        action={
          <Link to={blogPaths.list} className="btn btn-outline-secondary">
            {t('blog.backToList')}
          </Link>
        }
      />
    );
  if (result.isLoading || sidebar.isLoading) return <ListSkeleton />;
  const failed = result.error ? result : sidebar.error ? sidebar : null;
  if (failed || !result.data || !sidebar.data) return <LoadError message={errorOf(failed?.error).message} onRetry={() => void (failed ?? result).refetch()} />;
  const post = result.data;
  return (
    <>
      <Link to={postLink(post.id)} className="btn btn-outline-secondary btn-sm mb-3 d-inline-flex align-items-center gap-1">
        <ArrowLeft size={16} className="tb-flip-rtl" aria-hidden="true" />
        {t('blog.edit.backToPost')}
      </Link>
      <h1 className="h4 mb-3">{t('blog.edit.pageTitle')}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-8">
          <div className="card">
            <div className="card-body">
              <EditForm key={post.id} post={post} categories={sidebar.data.categories} />
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-4">
          <div className="card">
            <div className="card-body">
              <FeaturedImage postId={post.id} src={post.featuredImage} />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
