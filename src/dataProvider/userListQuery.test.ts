// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERIOD_BUCKETS, periodRange, userListFilter } from './userListQuery';

const now = new Date(2026, 5, 10, 15, 30); // local time, 10 June 2026 15:30

describe('periodRange', () => {
  it('gives each of the last 24 hours', () => {
    expect(periodRange('h1', now)).toEqual({ from: new Date(2026, 5, 10, 14, 30) });
    expect(periodRange('h24', now)).toEqual({ from: new Date(2026, 5, 9, 15, 30) });
  });

  it('gives local days for Today, Yesterday and 2 to 7 days', () => {
    expect(periodRange('today', now)).toEqual({ from: new Date(2026, 5, 10) });
    expect(periodRange('yesterday', now)).toEqual({
      from: new Date(2026, 5, 9),
      to: new Date(2026, 5, 10),
    });
    expect(periodRange('days2to7', now)).toEqual({
      from: new Date(2026, 5, 3),
      to: new Date(2026, 5, 9),
    });
  });

  it('reaches back 2 weeks, 3 weeks and a month', () => {
    expect(periodRange('weeks2', now)?.from).toEqual(new Date(2026, 4, 27, 15, 30));
    expect(periodRange('weeks3', now)?.from).toEqual(new Date(2026, 4, 20, 15, 30));
    expect(periodRange('month1', now)?.from).toEqual(new Date(2026, 4, 10, 15, 30));
  });

  it('knows 30 buckets and nothing else', () => {
    expect(PERIOD_BUCKETS).toHaveLength(30);
    expect(PERIOD_BUCKETS.every((bucket) => periodRange(bucket, now))).toBe(true);
    expect(periodRange('h25x', now)).toBeUndefined();
  });
});

describe('userListFilter', () => {
  it('turns buckets into ranges and displayed ages into stored ages', () => {
    expect(
      userListFilter(
        { last_seen: 'yesterday', join_date: 'h2', age_min: 25, age_max: 30, gender: 2 },
        now,
      ),
    ).toEqual({
      last_seen_from: new Date(2026, 5, 9).toISOString(),
      last_seen_to: new Date(2026, 5, 10).toISOString(),
      join_date_from: new Date(2026, 5, 10, 13, 30).toISOString(),
      age_from: 8,
      age_to: 13,
      gender: 2,
    });
  });

  it('drops unknown buckets', () => {
    expect(userListFilter({ last_seen: 'forever', q: 'ann' }, now)).toEqual({ q: 'ann' });
  });
});
