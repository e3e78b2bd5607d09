import { describe, expect, it } from 'vitest';
import { primaryPhoto } from './people.js';

describe('the primary photo', () => {
  it('is the avatar_index-th public photo, else the first, else none', () => {
    expect(primaryPhoto(['a', 'b', 'c'], 1)).toBe('b');
    expect(primaryPhoto(['a', 'b', 'c'], 3)).toBe('a');
    expect(primaryPhoto([], 0)).toBeUndefined();
  });
});
