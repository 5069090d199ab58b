import type { Generated } from 'kysely';

/** What an account tells about itself on its profile (name, picture and e-mail come from the account). */
export interface ProfileTable {
  account_id: number;
  designation: string;
  about: string;
  lives: string;
  website: string;
  cover_img: string;
  /** JSON list of image paths, newest first. */
  photos: string;
}

export interface ProfilePostTable {
  id: Generated<number>;
  /** Whose profile the post is on, and who wrote it. */
  account_id: number;
  body: string;
  image: string | null;
  created_at: string;
}

/** One like per account per post. */
export interface ProfilePostLikeTable {
  post_id: number;
  account_id: number;
  created_at: string;
}

export interface ProfilePostCommentTable {
  id: Generated<number>;
  post_id: number;
  account_id: number;
  body: string;
  created_at: string;
}

export interface ProfilePollTable {
  id: Generated<number>;
  account_id: number;
  question: string;
  created_at: string;
}

export interface ProfilePollOptionTable {
  id: Generated<number>;
  poll_id: number;
  name: string;
  position: number;
}

/** One vote per account per poll. */
export interface ProfilePollVoteTable {
  poll_id: number;
  account_id: number;
  option_id: number;
  created_at: string;
}

/** An account connected with another (each direction counts for both). */
export interface ProfileConnectionTable {
  account_id: number;
  other_id: number;
  created_at: string;
}

export interface ProfilePageFollowTable {
  account_id: number;
  page_key: string;
}

declare module '@/platform/db/database' {
  interface Database {
    profiles: ProfileTable;
    profile_posts: ProfilePostTable;
    profile_post_likes: ProfilePostLikeTable;
    profile_post_comments: ProfilePostCommentTable;
    profile_polls: ProfilePollTable;
    profile_poll_options: ProfilePollOptionTable;
    profile_poll_votes: ProfilePollVoteTable;
    profile_connections: ProfileConnectionTable;
    profile_page_follows: ProfilePageFollowTable;
  }
}
