/** The statistics periods: pure helpers on YYYY-MM and YYYY-MM-DD strings. */

export type Granularity = 'month' | 'day';

export interface Period {
  granularity: Granularity;
  /** YYYY-MM for a month, YYYY-MM-DD for a day. */
  date: string;
}

/** Today as YYYY-MM-DD in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function currentPeriod(granularity: Granularity, timeZone: string, now?: Date): Period {
  const today = todayIn(timeZone, now);
  return { granularity, date: granularity === 'month' ? today.slice(0, 7) : today };
}

const SHAPE = { month: /^\d{4}-\d{2}$/, day: /^\d{4}-\d{2}-\d{2}$/ };

/**
 * The period a statistics address names (?view=day&date=2026-03-14): this month when the values
 * are missing or odd, today for a day view without a good date.
 */
export function periodOfParams(params: URLSearchParams, timeZone: string): Period {
  const view = params.get('view') === 'day' ? 'day' : 'month';
  const date = params.get('date') ?? '';
  return SHAPE[view].test(date) ? { granularity: view, date } : currentPeriod(view, timeZone);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month or day `step` periods away (negative: earlier). */
export function shiftPeriod(period: Period, step: number): Period {
  const [year, month, day] = period.date.split('-').map(Number);
  if (period.granularity === 'month') {
    const shifted = new Date(Date.UTC(year, month - 1 + step, 1));
    return { ...period, date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}` };
  }
  const shifted = new Date(Date.UTC(year, month - 1, day + step));
  return {
    ...period,
    date: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
  };
}

/** Same-length ISO strings compare in time order. */
export function isCurrentOrLater(period: Period, timeZone: string, now?: Date): boolean {
  return period.date >= currentPeriod(period.granularity, timeZone, now).date;
}

/** Switching Monthly/Daily keeps the place in time: a month goes to its first day (or today). */
export function switchGranularity(period: Period, to: Granularity, timeZone: string): Period {
  if (to === period.granularity) return period;
  if (to === 'month') return { granularity: 'month', date: period.date.slice(0, 7) };
  const today = todayIn(timeZone);
  return {
    granularity: 'day',
    date: today.startsWith(period.date) ? today : `${period.date}-01`,
  };
}

export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** 'March 2026' or 'Saturday, 14 March 2026', in the viewer's locale. */
export function periodLabel(period: Period, locale?: string): string {
  const [year, month, day] = period.date.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day || 1));
  return new Intl.DateTimeFormat(
    locale,
    period.granularity === 'month'
      ? { timeZone: 'UTC', year: 'numeric', month: 'long' }
      : { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  ).format(date);
}

/**
 * How many of the period's chart slots have begun: all of a past period, today's day of the
 * month, or the current hour + 1 of today. The chart draws no line over the future.
 */
export function elapsedSlots(period: Period, timeZone: string, now: Date = new Date()): number {
  const today = todayIn(timeZone, now);
  if (period.granularity === 'month') {
    if (!today.startsWith(period.date)) return period.date < today ? daysInMonth(period.date) : 0;
    return Number(today.slice(8, 10));
  }
  if (period.date !== today) return period.date < today ? 24 : 0;
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour) + 1;
}

/** "Europe/Berlin (GMT+1)": the zone's name with its offset now. */
export function timeZoneLabel(timeZone: string, now: Date = new Date()): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset ? `${timeZone} (${offset})` : timeZone;
}
