import { useTranslation } from 'react-i18next';
import { ListToolbar } from '@/web/components/list-toolbar';
import { Pager } from '@/web/components/pager';
import { ListStates } from '@/web/components/states';
import { defineListQuery, int, oneOf, text } from '@/web/hooks/list-query';
import { useListQuery } from '@/web/hooks/use-list-query';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { useBlogPostsQuery, useBlogSidebarQuery } from './blog-api';
import { BlogSidebar } from './blog-sidebar';
import { categoryName } from './category-name';
import { PostCard } from './post-card';
import './blog.scss';

const SIZES = [6, 12, 24] as const;
const blogQuery = defineListQuery({ q: text(), category: text(undefined), page: int(), perPage: oneOf(SIZES, 6) });

/** The blog: post cards searched, filtered by category and paged (all in the URL), beside recent posts and categories. */
export default function BlogListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.title'));
  const list = useListQuery(blogQuery);
  const result = useBlogPostsQuery(list.query);
  const sidebar = useBlogSidebarQuery();
  const posts = result.data?.posts ?? [];
  const options = (sidebar.data?.categories ?? []).map((c) => ({ value: c.category, label: categoryName(t, c.category) }));
  return (
    <>
      <h1 className="h4 mb-3">{t('blog.title')}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-8 col-xl-9">
          <div className="card mb-4">
            <ListToolbar
              list={list}
              search={{ label: t('blog.searchLabel'), placeholder: t('blog.searchPlaceholder') }}
              filters={[{ key: 'category', label: t('blog.categoryFilter'), anyLabel: t('blog.allCategories'), options }]}
              sizes={SIZES}
            />
          </div>
          <ListStates
            result={result}
            isEmpty={posts.length === 0}
            empty={{
              message: list.isFiltered ? t('blog.emptyFiltered') : t('blog.empty'),
              action: list.isFiltered ? (
                <button type="button" className="btn btn-outline-primary" onClick={list.reset}>
                  {t('common.reset')}
                </button>
              ) : undefined,
            }}
          >
            <div className="row g-4">
              {posts.map((post) => (
                <div key={post.id} className="col-12 col-md-6 col-xxl-4">
                  <PostCard post={post} />
                </div>
              ))}
            </div>
            <div className="card mt-4">
              <Pager page={list.query.page} perPage={list.query.perPage} total={result.data?.total ?? 0} onPage={(page) => list.set({ page })} />
            </div>
          </ListStates>
        </div>
        <div className="col-12 col-lg-4 col-xl-3">
          <BlogSidebar />
        </div>
      </div>
    </>
  );
}
