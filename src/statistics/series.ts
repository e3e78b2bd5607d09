import type { WorkerStatistics } from '../dataProvider/statistics';
import type { Period } from '../lib/periods';
import { daysInMonth } from '../lib/periods';

export interface Point {
  /** Day of the month (1-31), hour (0-23), or a week's YYYY-MM-DD. */
  label: string;
  sent: number;
  received: number;
}

/** A month has one slot per day (up to 31), a day 24 hourly slots (spec section 9). */
export function seriesOf(stats: WorkerStatistics, period: Period): Point[] {
  if (period.granularity === 'day') {
    return Array.from({ length: 24 }, (_, hour) => {
      const slot = stats.hours.find((entry) => entry.hour === hour);
      return {
        label: String(hour),
        sent: slot?.sentCount ?? 0,
        received: slot?.receivedCount ?? 0,
      };
    });
  }
  return Array.from({ length: daysInMonth(period.date) }, (_, index) => {
    const day = `${period.date}-${String(index + 1).padStart(2, '0')}`;
    const slot = stats.days.find((entry) => entry.day === day);
    return {
      label: String(index + 1),
      sent: slot?.sentCount ?? 0,
      received: slot?.receivedCount ?? 0,
    };
  });
}

export const hasActivity = (points: Point[]) =>
  points.some((point) => point.sent > 0 || point.received > 0);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '45 s', '1 min 20 s', '2 h 5 min'; '—' when there is no figure. */
export function formatDuration(seconds: number | null, translate: Translate): string {
  if (seconds === null) return '—';
  const total = Math.round(seconds);
  if (total < 60) return translate('app.statistics.duration.s', { s: total });
  if (total < 3600) {
    const m = Math.floor(total / 60);
    const s = total % 60;
    return s
      ? translate('app.statistics.duration.min_s', { m, s })
      : translate('app.statistics.duration.min', { m });
  }
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return translate('app.statistics.duration.h_min', { h, m });
}

/** Message counts with the viewer's locale grouping ("11,710"), as the team table's columns show them. */
export const formatCount = (count: number) => count.toLocaleString();
