import { useTranslation } from 'react-i18next';
import { Heart, MessageSquare } from 'lucide-react';
import { Avatar } from '@/web/components/avatar';
import { errorOf } from '@/web/api/request';
import { notify } from '@/web/feedback/notify';
import { formatDateTime } from '@/web/i18n/i18n';
import type { Post } from '../contract';
import { CommentForm } from './comment-form';
import { Faces } from './faces';
import { useSetPostLikedMutation } from './profile-api';
import { publicFile } from '@/web/public-file';

/** One post: its text and picture, likes (the heart keeps the choice), its newest comments and a box to add one. */
export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation();
  const [setLiked] = useSetPostLikedMutation();
  const like = () => setLiked({ postId: post.id, liked: !post.youLiked }).unwrap().catch((error: unknown) => notify.error(errorOf(error).message));

  return (
    <article className="card mb-4 tb-profile-post" aria-labelledby={`post-${post.id}-author`} data-testid="profile-post">
      <div className="card-body">
        <header className="d-flex align-items-center gap-2 mb-3">
          <Avatar name={post.author.fullName} src={post.author.avatar} />
          <div className="min-w-0">
            <h2 id={`post-${post.id}-author`} className="h6 mb-0">
              <bdi>{post.author.fullName}</bdi>
            </h2>
            <time className="small text-body-secondary" dateTime={post.createdAt}>
              {formatDateTime(post.createdAt)}
            </time>
          </div>
        </header>
        <p className="tb-profile-text" dir="auto">
          {post.body}
        </p>
        {post.image && <img className="tb-profile-post-image rounded mb-3" src={publicFile(post.image)} alt={t('profile.posts.photo')} loading="lazy" />}
        <div className="d-flex flex-wrap align-items-center gap-3 border-bottom pb-3">
          <button type="button" className={`btn btn-sm ${post.youLiked ? 'btn-danger' : 'btn-outline-secondary'}`} aria-pressed={post.youLiked} onClick={() => void like()}>
            <Heart size={16} aria-hidden="true" fill={post.youLiked ? 'currentColor' : 'none'} />
            <span className="ms-1">{t('profile.posts.like')}</span>
          </button>
          <span className="small" data-testid="post-likes">
            {t('profile.posts.likes', { count: post.likes })}
          </span>
          <Faces people={post.likedUsers} label={t('profile.posts.likedBy')} />
          <span className="small text-body-secondary ms-auto d-inline-flex align-items-center gap-1" data-testid="post-comments">
            <MessageSquare size={16} aria-hidden="true" />
            {t('profile.posts.comments', { count: post.comments })}
          </span>
        </div>
        {post.detailedComments.length > 0 && (
          <ul className="list-unstyled mb-0 mt-3 d-grid gap-3" aria-label={t('profile.posts.commentsLabel')}>
            {post.detailedComments.map((comment) => (
              <li key={comment.id} className="d-flex gap-2" data-testid="post-comment">
                <Avatar name={comment.author.fullName} src={comment.author.avatar} size="sm" />
                <div className="min-w-0 flex-grow-1 tb-profile-comment rounded px-3 py-2">
                  <div className="small">
                    <span className="fw-medium" dir="auto">
                      {comment.author.fullName}
                    </span>{' '}
                    <span className="text-body-secondary">· {formatDateTime(comment.createdAt)}</span>
                  </div>
                  <p className="mb-0 tb-profile-text" dir="auto">
                    {comment.comment}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <CommentForm postId={post.id} />
      </div>
    </article>
  );
}
