import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import { type Period, periodOfParams } from '../../lib/periods';
import { useStableHandler } from '../../lib/useStableHandler';

/**
 * The selected worker and period live in the URL query (?worker=12&view=day&date=2026-03-14), so
 * a reload or a shared link shows the same thing; missing or odd values mean this month.
 *
 * A choice shows at once: react-router writes the URL in a transition, a render of the whole
 * dashboard that came 200–500 ms after the click at 4x CPU slowdown (bench:interactions). Until
 * the URL has it, the choice made on that URL is shown; a URL changed otherwise (Back, a link) wins.
 */
export function usePeriodParams() {
  const [url, setUrl] = useSearchParams();
  const [choice, setChoice] = useState<{ on: string; params: URLSearchParams } | null>(null);
  const params = choice && choice.on === url.toString() ? choice.params : url;
  const period = periodOfParams(params, viewerTimeZone());
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setChoice({ on: url.toString(), params: next });
    setUrl(next, { replace: true });
  };
  return {
    workerId: params.get('worker'),
    period,
    // The same functions at every render: the worker list (memoized) skips a period's change.
    selectWorker: useStableHandler((workerId: string) => update({ worker: workerId })),
    setPeriod: useStableHandler((next: Period) =>
      update({ view: next.granularity, date: next.date }),
    ),
  };
}
