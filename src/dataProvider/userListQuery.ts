/** The real users' list on the wire (spec section 7). */
export const USER_LIST_PATH = '/api/user/user-list/?user_role=regular';

/**
 * The last-seen and join-date buckets of spec section 9: each of the last 24 hours, Today,
 * Yesterday, 2 to 7 days, 2 weeks, 3 weeks, 1 month. The filter keeps the bucket's name and the
 * range is computed when the list loads, so a list left open does not drift.
 */
export const HOUR_BUCKETS = Array.from({ length: 24 }, (_, i) => `h${i + 1}`);
export const DAY_BUCKETS = ['today', 'yesterday', 'days2to7', 'weeks2', 'weeks3', 'month1'];
export const PERIOD_BUCKETS = [...HOUR_BUCKETS, ...DAY_BUCKETS];

const HOUR = 3600_000;
const DAY = 24 * HOUR;

function startOfDay(date: Date, daysBack = 0) {
  const day = new Date(date);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - daysBack);
  return day;
}

/** The [from, to] range of a bucket (local days); undefined for an unknown name. */
export function periodRange(bucket: string, now: Date): { from: Date; to?: Date } | undefined {
  const hours = /^h(\d+)$/.exec(bucket);
  if (hours) return { from: new Date(now.getTime() - Number(hours[1]) * HOUR) };
  switch (bucket) {
    case 'today':
      return { from: startOfDay(now) };
    case 'yesterday':
      return { from: startOfDay(now, 1), to: startOfDay(now) };
    case 'days2to7':
      return { from: startOfDay(now, 7), to: startOfDay(now, 1) };
    case 'weeks2':
      return { from: new Date(now.getTime() - 14 * DAY) };
    case 'weeks3':
      return { from: new Date(now.getTime() - 21 * DAY) };
    case 'month1': {
      const from = new Date(now);
      from.setMonth(from.getMonth() - 1);
      return { from };
    }
    default:
      return undefined;
  }
}

/**
 * The users list's filter as the server's query: bucket names become `*_from`/`*_to`, and the
 * displayed age range becomes stored ages (the wire's age is a preset id: displayed - 17).
 */
export function userListFilter(filter: Record<string, unknown>, now = new Date()) {
  const { last_seen, join_date, age_min, age_max, ...rest } = filter;
  const query: Record<string, unknown> = { ...rest };
  for (const [name, bucket] of [
    ['last_seen', last_seen],
    ['join_date', join_date],
  ] as const) {
    const range = typeof bucket === 'string' ? periodRange(bucket, now) : undefined;
    if (!range) continue;
    query[`${name}_from`] = range.from.toISOString();
    if (range.to) query[`${name}_to`] = range.to.toISOString();
  }
  if (typeof age_min === 'number') query.age_from = Math.max(0, age_min - 17);
  if (typeof age_max === 'number') query.age_to = Math.max(0, age_max - 17);
  return query;
}
