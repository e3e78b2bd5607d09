import { describe, expect, it } from 'vitest';
import { fullNameOf, primaryPhoto, shownNameOf } from './people.js';

describe('the primary photo', () => {
  it('is the avatar_index-th public photo, else the first, else none', () => {
    expect(primaryPhoto(['a', 'b', 'c'], 1)).toBe('b');
    expect(primaryPhoto(['a', 'b', 'c'], 3)).toBe('a');
    expect(primaryPhoto([], 0)).toBeUndefined();
  });
});

describe('a person’s names', () => {
  it('joins first and last name without a stray space', () => {
    expect(fullNameOf({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(fullNameOf({ firstName: 'Ann', lastName: '' })).toBe('Ann');
    expect(fullNameOf({ firstName: '', lastName: '' })).toBe('');
  });

  it('shows the display name, else the full name, else the email, else nothing', () => {
    const all = { displayName: 'ann_25', fullName: 'Ann Lee', email: 'ann@demo.test' };
    expect(shownNameOf(all)).toBe('ann_25');
    expect(shownNameOf({ ...all, displayName: null })).toBe('Ann Lee');
    expect(shownNameOf({ ...all, displayName: '' })).toBe('Ann Lee');
    expect(shownNameOf({ ...all, displayName: '', fullName: '' })).toBe('ann@demo.test');
    expect(shownNameOf({ fullName: 'Sam Super' })).toBe('Sam Super');
    expect(shownNameOf({})).toBe('');
  });
});
