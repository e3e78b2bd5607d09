import { API_URL, ApiError } from './api';

export interface ExportProgress {
  rows: number;
  /** From the server's X-Row-Count header; null when it did not say. */
  total: number | null;
}

/** The file name from Content-Disposition, else <fallback>-<today>.csv. */
export function exportFileName(disposition: string | null, fallback: string, today = new Date()) {
  const named = disposition?.match(/filename="?([^";]+)"?/);
  return named ? named[1] : `${fallback}-${today.toISOString().slice(0, 10)}.csv`;
}

/**
 * Downloads a server-built CSV (`path`, e.g. `/internal/users.csv`) with a single-use ticket and
 * the filters in its query string, counting rows as they stream in, and answers the file as a Blob
 * with its name (the caller saves it).
 */
export async function downloadCsv(
  path: string,
  ticket: string,
  onProgress: (progress: ExportProgress) => void,
  { filters = {}, signal }: { filters?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string }> {
  const query = new URLSearchParams({ ...filters, token: ticket });
  const response = await fetch(`${API_URL}${path}?${query}`, { signal });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    throw new ApiError(response.status, body);
  }
  const totalHeader = response.headers.get('X-Row-Count');
  const total = totalHeader ? Number(totalHeader) : null;
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    // The header row is not a record.
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    fileName: exportFileName(
      response.headers.get('Content-Disposition'),
      path.replace(/^.*\//, '').replace(/\.csv$/, ''),
    ),
  };
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
