import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageSquare } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { formatDay } from '@/web/i18n/i18n';
import type { BlogListItem } from '../contract';
import { categoryName } from './category-name';
import { categoryLink, postLink } from './links';
import { publicFile } from '@/web/public-file';

/** One post in the list: its image, categories, title, author, excerpt and comment count. */
export function PostCard({ post }: { post: BlogListItem }) {
  const { t } = useTranslation();
  return (
    <article className="card h-100 tb-blog-card">
      <Link to={postLink(post.id)} tabIndex={-1} aria-hidden="true">
        <img src={publicFile(post.img)} alt="" className="card-img-top tb-blog-img" width={800} height={400} />
      </Link>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap gap-1 mb-2">
          {post.status === 'draft' && <span className="badge bg-warning-subtle text-warning-emphasis">{t('blog.status.draft')}</span>}
          {post.tags.map((tag) => (
            <Link key={tag} to={categoryLink(tag)} className="badge bg-primary-subtle text-primary-emphasis text-decoration-none">
              {categoryName(t, tag)}
            </Link>
          ))}
        </div>
        <h2 className="h5 card-title">
          <Link to={postLink(post.id)} className="text-body text-decoration-none" dir="auto">
            {post.title}
          </Link>
        </h2>
        <div className="d-flex align-items-center gap-2 mb-2 small text-body-secondary">
          <Avatar name={post.userFullName} src={post.avatar ?? undefined} size="sm" />
          <span dir="auto">{post.userFullName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.blogPosted}>{formatDay(post.blogPosted)}</time>
        </div>
        <p className="card-text text-body-secondary flex-grow-1" dir="auto">
          {post.excerpt}
        </p>
        <div className="d-flex align-items-center justify-content-between">
          <span className="small text-body-secondary d-inline-flex align-items-center gap-1">
            <MessageSquare size={16} aria-hidden="true" />
            {t('blog.commentCount', { count: post.comment })}
          </span>
          <Link to={postLink(post.id)} className="small fw-medium">
            {t('blog.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
