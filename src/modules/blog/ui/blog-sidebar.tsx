import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/web/i18n/i18n';
import { ListSkeleton, LoadError } from '@/web/components/states';
import { errorOf } from '@/web/api/request';
import { useBlogSidebarQuery } from './blog-api';
import { CategoryIcon } from './category-icon';
import { categoryName } from './category-name';
import { categoryLink, postLink } from './links';
import { publicFile } from '@/web/public-file';

/** Recent posts and the categories with their counts; a category leads to the list filtered by it. */
export function BlogSidebar() {
  const { t } = useTranslation();
  const result = useBlogSidebarQuery();
  if (result.isLoading) return <ListSkeleton rows={4} />;
  if (result.error || !result.data) return <LoadError message={errorOf(result.error).message} onRetry={() => void result.refetch()} />;
  const { recentPosts, categories } = result.data;
  return (
    <aside className="d-flex flex-column gap-4" aria-label={t('blog.sidebar')}>
      <section className="card">
        <div className="card-body">
          <h2 className="h6 mb-3">{t('blog.recentPosts')}</h2>
          {recentPosts.length === 0 ? (
            <p className="text-body-secondary small mb-0">{t('blog.noRecent')}</p>
          ) : (
            <ul className="list-unstyled mb-0 d-flex flex-column gap-3">
              {recentPosts.map((post) => (
                <li key={post.id} className="d-flex gap-3 align-items-center">
                  <img src={publicFile(post.img)} alt="" width={72} height={48} className="rounded tb-blog-thumb" />
                  <div className="tb-blog-min">
                    <Link to={postLink(post.id)} className="d-block text-body fw-medium text-truncate" dir="auto">
                      {post.title}
                    </Link>
                    <time className="small text-body-secondary" dateTime={post.createdTime}>
                      {formatDay(post.createdTime)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="card">
        <div className="card-body">
          <h2 className="h6 mb-3">{t('blog.categoriesTitle')}</h2>
          <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={categoryLink(c.category)} className="d-flex align-items-center gap-2 text-body text-decoration-none">
                  <span className="tb-blog-category-icon">
                    <CategoryIcon icon={c.icon} />
                  </span>
                  <span className="flex-grow-1">{categoryName(t, c.category)}</span>
                  <span className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </aside>
  );
}
