const NUL = '\u0000';

/**
 * Where the first string or key holding a NUL byte (which PostgreSQL text cannot store) is: the
 * top-level key it sits under ('' for a bare string), or null when there is none. Walks without
 * recursion, since bodies may nest deeply.
 */
export function nulByteField(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [current, top] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return top;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return top || key.replaceAll(NUL, '');
        pending.push([child, top || key]);
      }
    }
  }
  return null;
}

export const NUL_BYTE_MESSAGE = 'Text may not contain NUL bytes.';
