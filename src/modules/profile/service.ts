import type { ServiceContext } from '@/platform/auth/context';
import type { ProfileData } from './contract';
import { POSTS_PER_PAGE } from './routes';
import { COVERS } from './sample';
import { feed, listPosts } from './posts-service';
import { pollsOf } from './polls-service';
import { connectionCount, suggestedPages, suggestions } from './social-service';

/** The signed-in account's whole profile; an account without a sample profile gets an empty one, never a 404. */
export async function profileData(ctx: ServiceContext): Promise<ProfileData> {
  const account = await ctx.db
    .selectFrom('accounts')
    .leftJoin('profiles', 'profiles.account_id', 'accounts.id')
    .select(['accounts.full_name', 'accounts.username', 'accounts.email', 'accounts.avatar', 'accounts.created_at', 'profiles.designation', 'profiles.about', 'profiles.lives', 'profiles.website', 'profiles.cover_img', 'profiles.photos'])
    .where('accounts.id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  const [posts, polls, pages, people, feeds, connections] = await Promise.all([
    listPosts(ctx, { perPage: POSTS_PER_PAGE, cursor: undefined }),
    pollsOf(ctx),
    suggestedPages(ctx),
    suggestions(ctx),
    feed(ctx),
    connectionCount(ctx),
  ]);
  return {
    header: {
      avatar: account.avatar,
      fullName: account.full_name,
      username: account.username,
      designation: account.designation ?? '',
      coverImg: account.cover_img ?? COVERS[0],
      connections,
    },
    userAbout: { about: account.about ?? '', joined: account.created_at, lives: account.lives ?? '', email: account.email, website: account.website ?? '' },
    suggestedPages: pages,
    twitterFeeds: feeds,
    ...posts,
    latestPhotos: (JSON.parse(account.photos ?? '[]') as string[]).map((img) => ({ img })),
    suggestions: people,
    polls,
  };
}
