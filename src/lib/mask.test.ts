// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayedAge } from './age';
import { maskEmail } from './mask';

describe('maskEmail', () => {
  it('keeps the first characters and hides the rest, whatever its length', () => {
    expect(maskEmail('worker@demo.test', 3)).toBe('wor********');
    expect(maskEmail('admin@demo.test', 5)).toBe('admin********');
    expect(maskEmail('ab@c.io', 5)).toBe('ab@c.***');
    expect(maskEmail(null, 3)).toBe('');
  });
});

describe('displayedAge', () => {
  it('adds 17 to the stored age', () => {
    expect(displayedAge(1)).toBe(18);
    expect(displayedAge(null)).toBeNull();
  });
});
