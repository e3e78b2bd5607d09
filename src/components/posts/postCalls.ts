import { graphqlCall } from '../../lib/apollo';

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

const STORY = 'id file_url fileType thumbnail likesCount commentsCount publishAt createdDate';
const MOMENT =
  'id file_url video thumbnail momentDescription likesCount commentsCount publishAt createdDate';

export async function storiesOf(userId: number) {
  return graphqlCall<{ allUserStories: Story[]; userScheduledStories: Story[] }>(
    `query Stories($userId: Int!) { allUserStories(userId: $userId) { ${STORY} } userScheduledStories(userId: $userId) { ${STORY} } }`,
    { userId },
  );
}

export async function momentsOf(userId: number) {
  return graphqlCall<{ allUserMoments: Moment[]; userScheduledMoments: Moment[] }>(
    `query Moments($userId: Int!) { allUserMoments(userId: $userId) { ${MOMENT} } userScheduledMoments(userId: $userId) { ${MOMENT} } }`,
    { userId },
  );
}

export interface FeedMoment extends Moment {
  createdBy: { id: number; fullName: string } | null;
}

/** Everyone's published moments, newest first. */
export async function allMoments(limit: number, offset: number) {
  return (
    await graphqlCall<{ allMoments: FeedMoment[] }>(
      `query AllMoments($limit: Int, $offset: Int) { allMoments(limit: $limit, offset: $offset) { ${MOMENT} createdBy { id fullName } } }`,
      { limit, offset },
    )
  ).allMoments;
}

export interface NewPost {
  moderatorId: number;
  uploadId?: number;
  stockImageId?: number;
  publishAt?: string;
  description?: string;
}

export async function addStory({ moderatorId, ...post }: NewPost) {
  await graphqlCall(
    'mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int, $publishAt: String) { insertStory(moderatorId: $moderatorId, uploadId: $uploadId, stockImageId: $stockImageId, publishAt: $publishAt) { id } }',
    { moderatorId: String(moderatorId), ...post },
  );
}

export async function addMoment({ moderatorId, ...post }: NewPost) {
  await graphqlCall(
    'mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int, $stockImageId: Int, $publishAt: String) { insertMoment(moderatorId: $moderatorId, description: $description, uploadId: $uploadId, stockImageId: $stockImageId, publishAt: $publishAt) { id } }',
    { moderatorId: String(moderatorId), ...post },
  );
}

export async function removePost(kind: PostKind, id: number, moderatorId: number) {
  const field = kind === 'STORY' ? 'deleteStory' : 'deleteMoment';
  await graphqlCall(
    `mutation RemovePost($id: Int!, $moderatorId: ID!) { ${field}(id: $id, moderatorId: $moderatorId) }`,
    { id, moderatorId: String(moderatorId) },
  );
}

export async function reactionsOf(kind: PostKind, id: number) {
  return graphqlCall<{
    getMomentLikes: { id: number; user: PostUser }[];
    getMomentComments: {
      id: number;
      user: PostUser;
      commentDescription: string;
      createdDate: string;
    }[];
  }>(
    'query Reactions($kind: PostKind!, $id: Int!) { getMomentLikes(kind: $kind, id: $id) { id user { id fullName lastSeen } } getMomentComments(kind: $kind, id: $id) { id commentDescription createdDate user { id fullName } } }',
    { kind, id },
  );
}

export async function likePost(kind: PostKind, id: number, moderatorId: number) {
  await graphqlCall(
    'mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) { genericLike(kind: $kind, id: $id, moderatorId: $moderatorId) }',
    { kind, id, moderatorId: String(moderatorId) },
  );
}

export async function commentPost(
  kind: PostKind,
  id: number,
  comment: string,
  moderatorId: number,
) {
  await graphqlCall(
    'mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) { genericComment(kind: $kind, id: $id, comment: $comment, moderatorId: $moderatorId) { id } }',
    { kind, id, comment, moderatorId: String(moderatorId) },
  );
}
