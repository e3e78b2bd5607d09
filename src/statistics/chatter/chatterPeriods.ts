import type { BackOfficeDataProvider } from '../../dataProvider';
import type { WorkerStatistics } from '../../dataProvider/statistics';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import { currentPeriod, shiftPeriod } from '../../lib/periods';

/** The chatter's periods, in the spec's order (section 9: 1 Day, 2 Week, 3 Month, 4 Prev. Month). */
export const CHATTER_PERIODS = ['day', 'week', 'month', 'prev_month'] as const;
export type ChatterPeriod = (typeof CHATTER_PERIODS)[number];

/** Week, Month and Prev. Month come with a per-day table (spec section 2 'Menus'). */
export const hasDayTable = (period: ChatterPeriod) => period !== 'day';

/** Only the periods that include now move with the live feed. */
export const isLive = (period: ChatterPeriod) => period !== 'prev_month';

export function chatterStatistics(
  dataProvider: BackOfficeDataProvider,
  workerId: string,
  period: ChatterPeriod,
): Promise<WorkerStatistics> {
  const month = currentPeriod('month', viewerTimeZone());
  switch (period) {
    case 'day':
      // No day: the server reads today in the viewer's time zone.
      return dataProvider.dayStatistics(workerId, null);
    case 'week':
      return dataProvider.weekStatistics(workerId);
    case 'month':
      return dataProvider.monthStatistics(workerId, month.date);
    case 'prev_month':
      return dataProvider.monthStatistics(workerId, shiftPeriod(month, -1).date);
  }
}
