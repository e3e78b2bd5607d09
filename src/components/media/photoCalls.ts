import type { AvatarPhoto } from '../../../contract/rest';
import { graphql } from '../../gql';
import { apiFetch } from '../../lib/api';
import { graphqlCall } from '../../lib/apollo';
import { type ProgressListener, postForm } from './uploadWithProgress';

export type PhotoType = AvatarPhoto['type'];

/** POST /api/user/{id}/photo/ with a file (cropped JPEG or video), reporting progress. */
export function uploadPhoto(
  userId: number,
  file: Blob,
  fileName: string,
  type: PhotoType,
  onProgress?: ProgressListener,
) {
  const form = new FormData();
  form.append('type', type);
  form.append('photo', file, fileName);
  return postForm<AvatarPhoto>(`/api/user/${userId}/photo/`, form, onProgress);
}

/** POST /api/user/{id}/photo/ with stock_image_id: the server copies the stock image. */
export function photoFromStock(userId: number, stockImageId: number, type: PhotoType) {
  const form = new FormData();
  form.append('type', type);
  form.append('stock_image_id', String(stockImageId));
  return apiFetch<AvatarPhoto>(`/api/user/${userId}/photo/`, { method: 'POST', body: form });
}

/** DELETE /api/user/{id}/photo/ with the photo id. */
export function deletePhoto(userId: number, photoId: number) {
  return apiFetch<null>(`/api/user/${userId}/photo/?id=${photoId}`, { method: 'DELETE' });
}

/** 'Make primary': the avatar index among the public photos (GraphQL updateProfile). */
export function setPrimaryPhoto(userId: number, avatarIndex: number) {
  return graphqlCall(
    graphql(`mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {
      updateProfile(id: $id, avatarIndex: $avatarIndex) { id }
    }`),
    { id: String(userId), avatarIndex },
  );
}
