// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageLinks } from './pageLinks';

describe('pageLinks', () => {
  it('shows every page of a short list', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps 2 pages at each end and 2 around the current one', () => {
    expect(pageLinks(1, 80)).toEqual([1, 2, 'gap', 79, 80]);
    expect(pageLinks(40, 80)).toEqual([1, 2, 'gap', 39, 40, 'gap', 79, 80]);
    expect(pageLinks(80, 80)).toEqual([1, 2, 'gap', 79, 80]);
    expect(pageLinks(4, 80)).toEqual([1, 2, 3, 4, 'gap', 79, 80]);
  });

  it('has nothing for an empty list', () => {
    expect(pageLinks(1, 0)).toEqual([]);
  });
});
