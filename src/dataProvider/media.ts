import type { AvatarPhoto } from '../../contract/users';
import { graphql } from '../gql';
import { apiFetch } from '../lib/api';
import { gql } from './graphql';
import { call } from './limitOffset';
import { type ProgressListener, postForm } from './uploadWithProgress';

export interface StockImage {
  id: number;
  file: string;
  file_url: string;
  thumbnail_url: string | null;
  createdDate: string;
}

// Spelled out for the type generator; the documents that use it carry its text (src/gql).
export const STOCK_IMAGE_FIELDS = graphql(`
  fragment StockImageFields on StockImage { id file file_url thumbnail_url createdDate }
`);

async function listStockImages(): Promise<StockImage[]> {
  return (await gql(graphql(`query StockImages { stockImages { ...StockImageFields } }`)))
    .stockImages;
}

/** Adds a pending upload (uploadMedia) to the shared library. */
async function addStockImage(uploadId: number): Promise<StockImage> {
  return (
    await gql(
      graphql(`mutation AddStockImage($uploadId: Int!) {
        uploadStockImage(uploadId: $uploadId) { ...StockImageFields }
      }`),
      { uploadId },
    )
  ).uploadStockImage;
}

async function deleteStockImage(id: number): Promise<void> {
  await gql(graphql(`mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }`), {
    id,
  });
}

export type PhotoType = AvatarPhoto['type'];

/** POST /api/user/{id}/photo/ with a file (cropped JPEG or video), reporting progress. */
function uploadPhoto(
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
function photoFromStock(userId: number, stockImageId: number, type: PhotoType) {
  const form = new FormData();
  form.append('type', type);
  form.append('stock_image_id', String(stockImageId));
  return apiFetch<AvatarPhoto>(`/api/user/${userId}/photo/`, { method: 'POST', body: form });
}

/** DELETE /api/user/{id}/photo/ with the photo id. */
function deletePhoto(userId: number, photoId: number) {
  return apiFetch<null>(`/api/user/${userId}/photo/?id=${photoId}`, { method: 'DELETE' });
}

/** 'Make primary': the avatar index among the public photos (GraphQL updateProfile). */
function setPrimaryPhoto(userId: number, avatarIndex: number) {
  return gql(
    graphql(`mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {
      updateProfile(id: $id, avatarIndex: $avatarIndex) { id }
    }`),
    { id: String(userId), avatarIndex },
  );
}

/**
 * The shared stock library and a user's photos. The photo calls fail as react-admin's HttpError
 * (`call`), the stock library's as ApiError.
 */
export const mediaMethods = {
  listStockImages,
  addStockImage,
  deleteStockImage,
  uploadPhoto: (
    userId: number,
    file: Blob,
    fileName: string,
    type: PhotoType,
    onProgress?: ProgressListener,
  ) => call(() => uploadPhoto(userId, file, fileName, type, onProgress)),
  photoFromStock: (userId: number, stockImageId: number, type: PhotoType) =>
    call(() => photoFromStock(userId, stockImageId, type)),
  deletePhoto: (userId: number, photoId: number) => call(() => deletePhoto(userId, photoId)),
  setPrimaryPhoto: (userId: number, avatarIndex: number) =>
    call(() => setPrimaryPhoto(userId, avatarIndex)),
};
