import { graphqlCall } from '../../lib/apollo';

export interface StockImage {
  id: number;
  file: string;
  file_url: string;
  thumbnail_url: string | null;
  createdDate: string;
}

const FIELDS = 'id file file_url thumbnail_url createdDate';

export async function listStockImages(): Promise<StockImage[]> {
  return (
    await graphqlCall<{ stockImages: StockImage[] }>(
      `query StockImages { stockImages { ${FIELDS} } }`,
    )
  ).stockImages;
}

/** Adds a pending upload (uploadMedia) to the shared library. */
export async function addStockImage(uploadId: number): Promise<StockImage> {
  return (
    await graphqlCall<{ uploadStockImage: StockImage }>(
      `mutation AddStockImage($uploadId: Int!) { uploadStockImage(uploadId: $uploadId) { ${FIELDS} } }`,
      { uploadId },
    )
  ).uploadStockImage;
}

export async function deleteStockImage(id: number): Promise<void> {
  await graphqlCall('mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }', {
    id,
  });
}
