import type { UploadedMedia } from '../../contract/media';
import { API_URL, ApiError } from '../lib/api';
import { getSession } from '../lib/session';
import { reportUnauthorized } from '../lib/unauthorized';

/** Share of the bytes sent so far, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs a multipart form with the session token and reports upload progress (fetch cannot).
 * A non-success answer rejects with ApiError carrying the server's body, like apiFetch.
 */
export function postForm<T>(
  path: string,
  form: FormData,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const key = getSession()?.key;
    if (key) request.setRequestHeader('Authorization', `Token ${key}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else {
        if (request.status === 401 && key) reportUnauthorized();
        reject(new ApiError(request.status, body));
      }
    };
    request.onerror = () => reject(new TypeError('Network error while uploading'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** POST /api/media/upload/: stores a file for a story, moment or stock image to attach. */
export function uploadMedia(
  file: Blob,
  fileName: string,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file, fileName);
  return postForm<UploadedMedia>('/api/media/upload/', form, onProgress, signal);
}
