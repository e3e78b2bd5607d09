import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { removeMediaFiles } from './files.js';
import { type IngestOptions, ingestUpload, MediaRefused, type StoredMedia } from './ingest.js';

export interface UploadForm {
  /** The text fields, by name (the last value wins). */
  fields: Record<string, string>;
  /** The stored file, or null when the form carried none. */
  stored: StoredMedia | null;
}

/**
 * Reads a multipart form with at most one file, stored through the safe ingest. A second file is
 * refused (and the first one removed), so a request never leaves half its files behind.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  options: IngestOptions,
): Promise<UploadForm> {
  const fields: Record<string, string> = {};
  let stored: StoredMedia | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (stored || !fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new MediaRefused(415, `Send one file, in the field ${fileFields.join(' or ')}.`);
      }
      stored = await ingestUpload(part.file, options);
    }
  } catch (error) {
    if (stored) await removeMediaFiles(options.mediaDir, [stored.file, stored.thumbnail]);
    throw error;
  }
  return { fields, stored };
}
