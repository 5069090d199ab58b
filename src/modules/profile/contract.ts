import { z } from 'zod';
import { recordId } from '@/platform/contract/record-id';
import { cursorParam, perPageParam } from '@/platform/contract/cursor';
import { multiLine } from '@/platform/contract/text';
import { defineContract } from '@/platform/contract/define-contract';
import { COMMENT_MAX, PAGE_KEYS, POSTS_PER_PAGE, profileRoutes } from './routes';

/** Someone of the organisation as the profile shows them: name and picture (null: initials). */
export const person = z.object({ id: z.number(), fullName: z.string(), avatar: z.string().nullable() });
export type Person = z.infer<typeof person>;

export const postComment = z.object({ id: z.number(), author: person, comment: z.string(), createdAt: z.string() });
export type PostComment = z.infer<typeof postComment>;

/** What a post's likes look like to the signed-in account. */
export const postLikes = z.object({
  id: z.number(),
  likes: z.number().describe('How many accounts like the post'),
  youLiked: z.boolean(),
  likedUsers: z.array(person).describe('The latest people who liked it, at most six'),
});
export type PostLikes = z.infer<typeof postLikes>;

export const post = postLikes.extend({
  author: person,
  body: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  comments: z.number().describe('How many comments the post has'),
  detailedComments: z.array(postComment).describe('Its newest comments, at most three, oldest first'),
});
export type Post = z.infer<typeof post>;

export const pollOption = z.object({
  id: z.number(),
  name: z.string(),
  votes: z.number(),
  result: z.number().describe('Share of the poll’s votes, in whole percent'),
  votedUser: z.array(person).describe('The latest voters for this option, at most six'),
});
export const poll = z.object({
  id: z.number(),
  question: z.string(),
  totalVotes: z.number(),
  yourVote: z.number().nullable().describe('The option the signed-in account voted for'),
  options: z.array(pollOption),
});
export type Poll = z.infer<typeof poll>;

export const suggestion = person.extend({ mutualFriends: z.number(), connected: z.boolean() });
export type Suggestion = z.infer<typeof suggestion>;

export const suggestedPage = z.object({ key: z.enum(PAGE_KEYS), name: z.string(), category: z.string(), followed: z.boolean() });
export type SuggestedPage = z.infer<typeof suggestedPage>;

export const feedItem = z.object({ id: z.number(), author: person, body: z.string(), createdAt: z.string() });

const postsPage = {
  post: z.array(post),
  nextCursor: z.string().nullable().describe('Send it as `cursor` to /profile/posts for the next page; null on the last page'),
};

export const profileData = z.object({
  header: z.object({ avatar: z.string().nullable(), fullName: z.string(), username: z.string(), designation: z.string(), coverImg: z.string(), connections: z.number() }),
  userAbout: z.object({ about: z.string(), joined: z.string(), lives: z.string(), email: z.string(), website: z.string() }),
  suggestedPages: z.array(suggestedPage),
  twitterFeeds: z.array(feedItem).describe('The newest posts of other people of the organisation'),
  ...postsPage,
  latestPhotos: z.array(z.object({ img: z.string() })),
  suggestions: z.array(suggestion),
  polls: z.array(poll),
});
export type ProfileData = z.infer<typeof profileData>;

export const postsQuery = z.object({ cursor: cursorParam, perPage: perPageParam(POSTS_PER_PAGE) });
export const postRef = z.object({ postId: recordId() });
export const commentInput = z.object({ postId: recordId(), comment: multiLine().trim().min(1).max(COMMENT_MAX) });
export type CommentInput = z.input<typeof commentInput>;

export * from './routes';
export const profileContract = defineContract(profileRoutes, {
  data: { response: profileData, summary: "The signed-in account's profile, with the first page of its posts" },
  posts: { query: postsQuery, response: z.object(postsPage), summary: 'The profile’s posts, newest first, a page at a time' },
  like: { body: postRef, response: postLikes, summary: 'The signed-in account likes a post of its profile (again: no change)' },
  unlike: { body: postRef, response: postLikes, summary: 'Takes back the signed-in account’s like (none: no change)' },
  comment: {
    body: commentInput,
    response: z.object({ comment: postComment, comments: z.number() }),
    status: 201,
    summary: 'A comment by the signed-in account under a post of its profile',
  },
  vote: {
    body: z.object({ pollId: recordId(), optionId: recordId() }),
    response: poll,
    summary: 'The signed-in account’s vote in a poll: one per account, a new choice moves it',
  },
  connect: {
    body: z.object({ accountId: recordId(), connected: z.boolean() }),
    response: z.object({ accountId: z.number(), connected: z.boolean() }),
    summary: 'Connects the signed-in account with a person of the organisation, or ends the connection',
  },
  followPage: {
    body: z.object({ page: z.enum(PAGE_KEYS), followed: z.boolean() }),
    response: z.object({ page: z.enum(PAGE_KEYS), followed: z.boolean() }),
    summary: 'Follows one of the suggested pages, or stops following it',
  },
});
