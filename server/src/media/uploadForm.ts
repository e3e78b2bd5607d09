import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { NUL_BYTE_MESSAGE, nulByteField } from '../lib/hostileText.js';
import { Refusal } from '../lib/refusal.js';
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
    const nulField = nulByteField(fields);
    if (nulField !== null) throw Refusal.fields({ [nulField]: [NUL_BYTE_MESSAGE] });
  } catch (error) {
    if (stored) await removeMediaFiles(options.mediaDir, [stored.file, stored.thumbnail]);
    throw asFormRefusal(error);
  }
  return { fields, stored };
}

/**
 * The multipart parser's own errors are the client's: no multipart body (406 there), no
 * boundary, a malformed or cut body (plain errors of busboy, with neither status nor system code).
 */
function asFormRefusal(error: unknown): unknown {
  if (error instanceof Refusal || !(error instanceof Error)) return error;
  const { statusCode, code } = error as Error & { statusCode?: unknown; code?: unknown };
  if (statusCode === 406) return Refusal.errors(400, ['Send a multipart/form-data body.']);
  if (statusCode === undefined && code === undefined) {
    return Refusal.errors(400, ['The multipart/form-data body is malformed.']);
  }
  return error;
}
