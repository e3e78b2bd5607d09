import { graphql } from '../../gql';
import { graphqlCall } from '../../lib/apollo';

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

export async function listStockImages(): Promise<StockImage[]> {
  return (await graphqlCall(graphql(`query StockImages { stockImages { ...StockImageFields } }`)))
    .stockImages;
}

/** Adds a pending upload (uploadMedia) to the shared library. */
export async function addStockImage(uploadId: number): Promise<StockImage> {
  return (
    await graphqlCall(
      graphql(`mutation AddStockImage($uploadId: Int!) {
        uploadStockImage(uploadId: $uploadId) { ...StockImageFields }
      }`),
      { uploadId },
    )
  ).uploadStockImage;
}

export async function deleteStockImage(id: number): Promise<void> {
  await graphqlCall(graphql(`mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }`), {
    id,
  });
}
