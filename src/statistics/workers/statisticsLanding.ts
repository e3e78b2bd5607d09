import { canRoleAccess } from '../../authProvider/policy';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import {
  AutoOfferDocument,
  ChatSettingsDocument,
  TeamStatisticsDocument,
  WorkerDayStatisticsDocument,
  WorkerMonthStatisticsDocument,
} from '../../gql/graphql';
import { fetchEarlyGraphql } from '../../lib/api';
import { currentPeriod, periodOfParams } from '../../lib/periods';
import { roleOf, type Session } from '../../lib/session';

/**
 * An admin's dashboard's first readings (WorkerStatisticsView, WorkerStatisticsPanel and the
 * settings cards beside them), asked for on a page load that lands on it (src/landingRequests.ts):
 * the team's month, then the statistics of the worker the panel shows (the address's, else the
 * team's first), the chat settings and the auto-offer. The same documents and variables as the
 * data provider's (src/dataProvider/statistics.ts), so that its calls take the answers.
 */
export function startStatisticsRequests(session: Session, query: string): void {
  if (!canRoleAccess(roleOf(session), session.checks, 'workerStatistics', 'list')) return;
  const tz = viewerTimeZone();
  const params = new URLSearchParams(query);
  const period = periodOfParams(params, tz);
  const workerStatistics = (w: string) =>
    void (period.granularity === 'month'
      ? fetchEarlyGraphql(String(WorkerMonthStatisticsDocument), { w, month: period.date, tz })
      : fetchEarlyGraphql(String(WorkerDayStatisticsDocument), { w, day: period.date, tz }));
  const team = fetchEarlyGraphql(String(TeamStatisticsDocument), {
    month: currentPeriod('month', tz).date,
    tz,
  });
  const chosen = params.get('worker');
  if (chosen) {
    workerStatistics(chosen);
  } else {
    void team.then((answer) => {
      const first = (answer as { teamMessagesStatistics?: { workerId: string }[] } | null)
        ?.teamMessagesStatistics?.[0];
      if (first) workerStatistics(first.workerId);
    });
  }
  void fetchEarlyGraphql(String(ChatSettingsDocument), {});
  void fetchEarlyGraphql(String(AutoOfferDocument), {});
}
