/**
 * The periods of worker statistics, as local calendar times in a time zone. The database turns
 * them into instants (`AT TIME ZONE`), so a month or a day is exact across DST changes.
 */

export type PeriodKind = 'month' | 'week' | 'day';

export interface Period {
  kind: PeriodKind;
  /** YYYY-MM for a month, YYYY-MM-DD for a day or the Monday of a week. */
  date: string;
  timeZone: string;
  /** Local start and end (exclusive) as 'YYYY-MM-DD HH:MI'. */
  start: string;
  end: string;
  /** The period's days (month, week) in order; empty for a day. */
  days: string[];
}

export class PeriodError extends Error {}

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as a UTC midnight, for date arithmetic only. */
const dateOf = (text: string) => new Date(`${text}T00:00:00Z`);
const textOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (text: string, days: number) =>
  textOf(new Date(dateOf(text).getTime() + days * DAY_MS));

/**
 * The zone as the caller named it, once Intl knows it: Intl would answer its own canonical name
 * ("Asia/Kolkata" becomes "Asia/Calcutta"), and the answer echoes the zone it was asked for.
 */
export function checkTimeZone(timeZone: string | null | undefined): string {
  const zone = timeZone || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    throw new PeriodError(`Unknown time zone: ${zone}.`);
  }
}

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The earliest day statistics may ask about. */
export const EARLIEST_DAY = '2000-01-01';

/** The latest first day of a period: a year after today (UTC). */
function latestDay(now: Date): string {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return textOf(latest);
}

/** A sane first day, checked before a period is built (a month of year 50 would be 1,900 years long). */
function checkRange(firstDay: string, now: Date) {
  if (firstDay < EARLIEST_DAY || firstDay > latestDay(now)) {
    throw new PeriodError('The period must start between 2000-01-01 and a year from today.');
  }
}

function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

export function monthPeriod(month: string, timeZone: string, now: Date): Period {
  const match = MONTH.exec(month);
  const monthNumber = Number(match?.[2]);
  if (!match || monthNumber < 1 || monthNumber > 12) {
    throw new PeriodError('The month must be YYYY-MM.');
  }
  const first = `${month}-01`;
  checkRange(first, now);
  const next = new Date(Date.UTC(Number(match[1]), monthNumber, 1));
  const count = Math.round((next.getTime() - dateOf(first).getTime()) / DAY_MS);
  return {
    kind: 'month',
    date: month,
    timeZone,
    start: `${first} 00:00`,
    end: `${textOf(next)} 00:00`,
    days: daysFrom(first, count),
  };
}

export function dayPeriod(day: string, timeZone: string, now: Date): Period {
  if (!DAY.test(day) || textOf(dateOf(day)) !== day) {
    throw new PeriodError('The day must be YYYY-MM-DD.');
  }
  checkRange(day, now);
  return {
    kind: 'day',
    date: day,
    timeZone,
    start: `${day} 00:00`,
    end: `${addDays(day, 1)} 00:00`,
    days: [],
  };
}

/** Monday to Sunday around `today`. */
export function weekPeriod(today: string, timeZone: string): Period {
  const weekday = (dateOf(today).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday);
  return {
    kind: 'week',
    date: monday,
    timeZone,
    start: `${monday} 00:00`,
    end: `${addDays(monday, 7)} 00:00`,
    days: daysFrom(monday, 7),
  };
}

/** Nanoseconds since the epoch as a string: how the spec's statistics carry times. */
export const nanoseconds = (date: Date | null) =>
  date ? (BigInt(date.getTime()) * 1_000_000n).toString() : null;
