import { defineModule } from '@/platform/module';
import { profileContract } from './contract';
import { profileMigrations } from './migrations';
import { seedProfileConnections, seedProfileForAccount } from './seed';
import { profileData } from './service';
import * as posts from './posts-service';
import * as polls from './polls-service';
import * as social from './social-service';

export const profileModule = defineModule({
  name: 'profile',
  contract: profileContract,
  migrations: profileMigrations,
  seedShared: seedProfileConnections,
  seedAccount: seedProfileForAccount,
  handlers: {
    data: (ctx) => profileData(ctx),
    posts: (ctx, { query }) => posts.listPosts(ctx, query),
    like: (ctx, { body }) => posts.likePost(ctx, body.postId),
    unlike: (ctx, { body }) => posts.unlikePost(ctx, body.postId),
    comment: (ctx, { body }) => posts.commentOnPost(ctx, body),
    vote: (ctx, { body }) => polls.vote(ctx, body),
    connect: (ctx, { body }) => social.connect(ctx, body),
    followPage: (ctx, { body }) => social.followPage(ctx, body),
  },
});
