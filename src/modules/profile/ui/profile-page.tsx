import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/web/pages/use-document-title';
import { EmptyState, ListSkeleton, LoadError } from '@/web/components/states';
import { errorOf } from '@/web/api/request';
import { AboutCard, FeedsCard, PagesCard } from './about-cards';
import { PhotosCard, SuggestionsCard } from './people-cards';
import { PollCard } from './poll-card';
import { PostCard } from './post-card';
import { ProfileHeader } from './profile-header';
import { useProfileDataQuery, useProfilePostsInfiniteQuery } from './profile-api';
import './profile.scss';

/** The posts, a page at a time: "load more" asks the server for the page after the last one shown. */
function Posts() {
  const { t } = useTranslation();
  const result = useProfilePostsInfiniteQuery();
  const { data, isLoading, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = result;
  if (isLoading) return <div className="card mb-4"><ListSkeleton rows={4} /></div>;
  if (error && !data) return <div className="card mb-4"><LoadError message={errorOf(error).message} onRetry={() => void refetch()} /></div>;
  const posts = data?.pages.flatMap((page) => page.post) ?? [];
  if (posts.length === 0) return <div className="card mb-4"><EmptyState message={t('profile.posts.empty')} /></div>;
  return (
    <>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <div className="text-center mb-4">
        {hasNextPage ? (
          <button type="button" className="btn btn-outline-primary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {isFetchNextPageError ? t('common.retryLoadMore') : t('profile.posts.loadMore')}
          </button>
        ) : (
          <span className="small text-body-secondary">{t('profile.posts.end')}</span>
        )}
      </div>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true">
      <div className="card mb-4 placeholder-glow">
        <span className="placeholder tb-profile-cover" />
        <ListSkeleton rows={1} />
      </div>
      <div className="row g-4">
        {[3, 6, 3].map((width, i) => (
          <div key={i} className={`col-lg-${width}`}>
            <div className="card">
              <ListSkeleton rows={4} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** /pages/profile: the signed-in account's own profile. */
export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.title'));
  const { data, isLoading, error, refetch } = useProfileDataQuery();
  if (isLoading) return <ProfileSkeleton />;
  if (!data) return <LoadError message={errorOf(error).message} onRetry={() => void refetch()} />;
  return (
    <div className="tb-profile">
      <ProfileHeader header={data.header} />
      <div className="row g-4">
        <div className="col-lg-3 order-2 order-lg-1">
          <AboutCard about={data.userAbout} />
          <PagesCard pages={data.suggestedPages} />
          <FeedsCard feeds={data.twitterFeeds} />
        </div>
        <div className="col-lg-6 order-1 order-lg-2">
          <Posts />
        </div>
        <div className="col-lg-3 order-3">
          <PhotosCard photos={data.latestPhotos} />
          <SuggestionsCard people={data.suggestions} />
          {data.polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} />
          ))}
        </div>
      </div>
    </div>
  );
}
