import { useSearchParams } from 'react-router-dom';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import { currentPeriod, type Period } from '../../lib/periods';

const SHAPE = { month: /^\d{4}-\d{2}$/, day: /^\d{4}-\d{2}-\d{2}$/ };

/**
 * The selected worker and period live in the URL query (?worker=12&view=day&date=2026-03-14), so
 * a reload or a shared link shows the same thing; missing or odd values mean this month.
 */
export function usePeriodParams() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'day' ? 'day' : 'month';
  const date = params.get('date') ?? '';
  const period: Period = SHAPE[view].test(date)
    ? { granularity: view, date }
    : currentPeriod(view, viewerTimeZone());
  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    workerId: params.get('worker'),
    period,
    selectWorker: (workerId: string) => update({ worker: workerId }),
    setPeriod: (next: Period) => update({ view: next.granularity, date: next.date }),
  };
}
