// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moderatorErrors, newModerator, toIds, toModeratorBody } from './moderatorRules';

describe('moderator form rules', () => {
  it('lists every failure at once, in the spec order', () => {
    expect(moderatorErrors({ ...newModerator(), gender: 5 }).map((e) => e.field)).toEqual([
      'name',
      'gender',
      'ethnicity',
      'interestedIn',
      'tags',
      'address',
    ]);
    expect(
      moderatorErrors({
        ...newModerator(),
        name: 'Ann',
        ethnicity: 2,
        interestedIn: '1,3',
        tags: [1],
        address: 'Paris',
        location: [48.8, 2.3],
      }),
    ).toEqual([]);
  });

  it('sends interestedIn as ids and the worker only when there is one', () => {
    expect(toIds('1,4')).toEqual([1, 4]);
    expect(toIds(null)).toEqual([]);
    const body = toModeratorBody({
      ...newModerator(),
      name: ' Ann ',
      interestedIn: '2',
      worker_id: 7,
    });
    expect(body).toMatchObject({ name: 'Ann', interestedIn: [2], worker_id: 7, age: 1 });
    expect(toModeratorBody(newModerator())).not.toHaveProperty('worker_id');
  });
});
