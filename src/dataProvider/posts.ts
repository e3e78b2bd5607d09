import { graphql } from '../gql';
import { gql } from './graphql';

export type PostKind = 'STORY' | 'MOMENT';

export interface PostUser {
  id: number;
  username: string | null;
  fullName: string;
  avatarUrl: string | null;
  lastSeen: string | null;
}

export interface Story {
  id: number;
  file_url: string;
  fileType: string;
  thumbnail: string | null;
  likesCount: number;
  commentsCount: number;
  publishAt: string | null;
  createdDate: string;
}

export interface Moment {
  id: number;
  file_url: string | null;
  video: boolean;
  thumbnail: string | null;
  momentDescription: string;
  likesCount: number;
  commentsCount: number;
  publishAt: string | null;
  createdDate: string;
}

// Spelled out for the type generator; the documents that use them carry their text (src/gql).
export const STORY_FIELDS = graphql(`
  fragment StoryFields on Story {
    id file_url fileType thumbnail likesCount commentsCount publishAt createdDate
  }
`);

export const MOMENT_FIELDS = graphql(`
  fragment MomentFields on Moment {
    id file_url video thumbnail momentDescription likesCount commentsCount publishAt createdDate
  }
`);

async function storiesOf(userId: number) {
  return gql(
    graphql(`query Stories($userId: Int!) {
      allUserStories(userId: $userId) { ...StoryFields }
      userScheduledStories(userId: $userId) { ...StoryFields }
    }`),
    { userId },
  ) satisfies Promise<{ allUserStories: Story[]; userScheduledStories: Story[] }>;
}

async function momentsOf(userId: number) {
  return gql(
    graphql(`query Moments($userId: Int!) {
      allUserMoments(userId: $userId) { ...MomentFields }
      userScheduledMoments(userId: $userId) { ...MomentFields }
    }`),
    { userId },
  ) satisfies Promise<{ allUserMoments: Moment[]; userScheduledMoments: Moment[] }>;
}

export interface FeedMoment extends Moment {
  createdBy: { id: number; fullName: string } | null;
}

/** Everyone's published moments, newest first. */
async function allMoments(limit: number, offset: number) {
  return (
    await gql(
      graphql(`query AllMoments($limit: Int, $offset: Int) {
        allMoments(limit: $limit, offset: $offset) { ...MomentFields createdBy { id fullName } }
      }`),
      { limit, offset },
    )
  ).allMoments satisfies FeedMoment[];
}

export interface NewPost {
  moderatorId: number;
  uploadId?: number;
  stockImageId?: number;
  publishAt?: string;
  description?: string;
}

async function addStory({ moderatorId, ...post }: NewPost) {
  await gql(
    graphql(`mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int,
      $publishAt: String) {
      insertStory(moderatorId: $moderatorId, uploadId: $uploadId, stockImageId: $stockImageId,
        publishAt: $publishAt) { id }
    }`),
    { moderatorId: String(moderatorId), ...post },
  );
}

async function addMoment({ moderatorId, ...post }: NewPost) {
  await gql(
    graphql(`mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int,
      $stockImageId: Int, $publishAt: String) {
      insertMoment(moderatorId: $moderatorId, description: $description, uploadId: $uploadId,
        stockImageId: $stockImageId, publishAt: $publishAt) { id }
    }`),
    { moderatorId: String(moderatorId), ...post },
  );
}

async function removePost(kind: PostKind, id: number, moderatorId: number) {
  const variables = { id, moderatorId: String(moderatorId) };
  if (kind === 'STORY') {
    await gql(
      graphql(`mutation RemoveStory($id: Int!, $moderatorId: ID!) {
        deleteStory(id: $id, moderatorId: $moderatorId)
      }`),
      variables,
    );
  } else {
    await gql(
      graphql(`mutation RemoveMoment($id: Int!, $moderatorId: ID!) {
        deleteMoment(id: $id, moderatorId: $moderatorId)
      }`),
      variables,
    );
  }
}

async function reactionsOf(kind: PostKind, id: number) {
  return gql(
    graphql(`query Reactions($kind: PostKind!, $id: Int!) {
      getMomentLikes(kind: $kind, id: $id) { id user { id fullName lastSeen } }
      getMomentComments(kind: $kind, id: $id) { id commentDescription createdDate user { id fullName } }
    }`),
    { kind, id },
  );
}

async function likePost(kind: PostKind, id: number, moderatorId: number) {
  await gql(
    graphql(`mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) {
      genericLike(kind: $kind, id: $id, moderatorId: $moderatorId)
    }`),
    { kind, id, moderatorId: String(moderatorId) },
  );
}

async function commentPost(kind: PostKind, id: number, comment: string, moderatorId: number) {
  await gql(
    graphql(`mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) {
      genericComment(kind: $kind, id: $id, comment: $comment, moderatorId: $moderatorId) { id }
    }`),
    { kind, id, comment, moderatorId: String(moderatorId) },
  );
}

/** Stories and moments (GraphQL): a moderator's, everyone's feed, and the reactions to them. */
export const postMethods = {
  storiesOf,
  momentsOf,
  allMoments,
  addStory,
  addMoment,
  removePost,
  reactionsOf,
  likePost,
  commentPost,
};
