// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { presenceOf } from '../../contract/presence';
import { nanosToMs } from '../dataProvider/wireTime';
import { en } from '../i18n/en';
import {
  currentPeriod,
  daysInMonth,
  elapsedSlots,
  isCurrentOrLater,
  periodOfParams,
  shiftPeriod,
  timeZoneLabel,
  todayIn,
} from '../lib/periods';
import { msUntilNextMidnight } from './chatter/useLiveCounts';
import { formatDuration } from './series';
import { field } from './team/teamExporter';

describe('periodOfParams (the period a statistics address names)', () => {
  const now = currentPeriod('month', 'UTC');
  const of = (query: string) => periodOfParams(new URLSearchParams(query), 'UTC');
  it('reads a good month or day, and falls back to this month or today', () => {
    expect(of('view=day&date=2026-03-14')).toEqual({ granularity: 'day', date: '2026-03-14' });
    expect(of('date=2026-03')).toEqual({ granularity: 'month', date: '2026-03' });
    expect(of('')).toEqual(now);
    expect(of('view=month&date=2026-03-14')).toEqual(now);
    expect(of('view=day&date=march')).toEqual(currentPeriod('day', 'UTC'));
  });
});

describe('presenceOf (the online dot)', () => {
  const now = 1_000_000_000;
  it('is grey (never) without a last contact', () => {
    expect(presenceOf(null, now)).toBe('never');
  });
  it('is green under 5 minutes, yellow from 5 minutes on', () => {
    expect(presenceOf(now, now)).toBe('online');
    expect(presenceOf(now - 299_999, now)).toBe('online');
    expect(presenceOf(now - 300_000, now)).toBe('away');
    expect(presenceOf(now - 86_400_000, now)).toBe('away');
  });
});

describe('nanosToMs (the wire carries nanoseconds)', () => {
  it('divides by a million, and keeps null', () => {
    expect(nanosToMs('1773568800000000000')).toBe(1_773_568_800_000);
    expect(nanosToMs(null)).toBeNull();
    expect(nanosToMs('')).toBeNull();
    expect(nanosToMs('soon')).toBeNull();
  });

  it('lands on the exact millisecond, where a double would be 1 ms early', () => {
    for (let ms = 1_795_644_151_000; ms < 1_795_644_152_000; ms++) {
      expect(nanosToMs(String(BigInt(ms) * 1_000_000n))).toBe(ms);
    }
  });
});

describe('periods', () => {
  const now = new Date('2026-03-01T02:30:00Z');
  it('reads today in the viewer time zone', () => {
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('America/New_York', now)).toBe('2026-02-28');
    expect(currentPeriod('month', 'America/New_York', now)).toEqual({
      granularity: 'month',
      date: '2026-02',
    });
  });
  it('moves across years, months and leap days', () => {
    expect(shiftPeriod({ granularity: 'month', date: '2026-01' }, -1).date).toBe('2025-12');
    expect(shiftPeriod({ granularity: 'month', date: '2025-12' }, 1).date).toBe('2026-01');
    expect(shiftPeriod({ granularity: 'day', date: '2028-03-01' }, -1).date).toBe('2028-02-29');
    expect(shiftPeriod({ granularity: 'day', date: '2026-12-31' }, 1).date).toBe('2027-01-01');
  });
  it('knows the current period (next is disabled there)', () => {
    expect(isCurrentOrLater({ granularity: 'month', date: '2026-03' }, 'UTC', now)).toBe(true);
    expect(isCurrentOrLater({ granularity: 'month', date: '2026-02' }, 'UTC', now)).toBe(false);
    expect(isCurrentOrLater({ granularity: 'day', date: '2026-02-28' }, 'UTC', now)).toBe(false);
  });
  it('counts the days of a month', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-03')).toBe(31);
  });
});

describe('elapsedSlots (the chart stops at now)', () => {
  const now = new Date('2026-03-15T10:30:00Z');
  it('counts the days and hours that have begun', () => {
    expect(elapsedSlots({ granularity: 'month', date: '2026-03' }, 'UTC', now)).toBe(15);
    expect(elapsedSlots({ granularity: 'month', date: '2026-02' }, 'UTC', now)).toBe(28);
    expect(elapsedSlots({ granularity: 'day', date: '2026-03-15' }, 'UTC', now)).toBe(11);
    expect(elapsedSlots({ granularity: 'day', date: '2026-03-15' }, 'Asia/Tokyo', now)).toBe(20);
    expect(elapsedSlots({ granularity: 'day', date: '2026-03-14' }, 'UTC', now)).toBe(24);
  });
});

describe('formatDuration', () => {
  const translate = (key: string, options: Record<string, unknown> = {}) => {
    const path = key.split('.').slice(1);
    let text = path.reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      en.app,
    ) as string;
    for (const [name, value] of Object.entries(options))
      text = text.replace(`%{${name}}`, String(value));
    return text;
  };
  it('reads seconds as s, min and h', () => {
    expect(formatDuration(null, translate)).toBe('—');
    expect(formatDuration(45.4, translate)).toBe('45 s');
    expect(formatDuration(80, translate)).toBe('1 min 20 s');
    expect(formatDuration(120, translate)).toBe('2 min');
    expect(formatDuration(7500, translate)).toBe('2 h 5 min');
  });
});

describe('msUntilNextMidnight', () => {
  it('counts to a second past the next local midnight', () => {
    const now = new Date(2026, 2, 15, 23, 59, 0); // local time
    expect(msUntilNextMidnight(now)).toBe(61_000);
    expect(msUntilNextMidnight(new Date(2026, 2, 15, 0, 0, 0))).toBe(24 * 3600_000 + 1000);
  });
});

describe('the team CSV field', () => {
  it('quotes what needs quoting and defuses formula-like text, not numbers', () => {
    expect(field('Ada, "the best"')).toBe('"Ada, ""the best"""');
    expect(field('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(field('@sum')).toBe("'@sum");
    expect(field('-5')).toBe("'-5");
    expect(field(-5)).toBe('-5');
    expect(field(null)).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names the zone with its offset at that moment', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timeZoneLabel('Europe/Berlin', winter)).toBe('Europe/Berlin (GMT+1)');
    expect(timeZoneLabel('Europe/Berlin', summer)).toBe('Europe/Berlin (GMT+2)');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('Asia/Kolkata (GMT+5:30)');
  });
});
