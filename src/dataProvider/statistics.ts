import type { TeamMemberStatistics, WorkerStatistics } from '../../contract/statistics';
import { graphql } from '../gql';
import { gql } from './graphql';
import { viewerTimeZone } from './wireTime';

export type {
  StatisticsModerator,
  TeamMemberStatistics,
  WorkerStatistics,
} from '../../contract/statistics';

// Spelled out for the type generator; the documents that use it carry its text (src/gql).
export const WORKER_STATISTICS_FIELDS = graphql(`
  fragment WorkerStatisticsFields on WorkerStatistics {
    workerId name date timeZone days { day sentCount receivedCount }
    hours { hour sentCount receivedCount } totals { sentCount receivedCount }
    medianResponseSeconds lastContact isOnline lastMessage activeChats
    moderators { id fullName avatar }
  }
`);

async function monthStatistics(workerId: string, month: string) {
  const data = await gql(
    graphql(`query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {
      messagesStatistics(workerId: $w, month: $month, timeZone: $tz) { ...WorkerStatisticsFields }
    }`),
    { w: workerId, month, tz: viewerTimeZone() },
  );
  return data.messagesStatistics satisfies WorkerStatistics;
}

/** `day` null means today in the viewer's time zone. */
async function dayStatistics(workerId: string, day: string | null) {
  const data = await gql(
    graphql(`query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {
      sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {
        ...WorkerStatisticsFields
      }
    }`),
    { w: workerId, day, tz: viewerTimeZone() },
  );
  return data.sameDayMessagesStatistics satisfies WorkerStatistics;
}

async function weekStatistics(workerId: string) {
  const data = await gql(
    graphql(`query WorkerWeekStatistics($w: ID!, $tz: String) {
      sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) { ...WorkerStatisticsFields }
    }`),
    { w: workerId, tz: viewerTimeZone() },
  );
  return data.sameWeekMessagesStatistics satisfies WorkerStatistics;
}

/** Every worker for a month (`$month`, YYYY-MM) or a day (`$day`, YYYY-MM-DD); admins only. */
export const TEAM_STATISTICS = graphql(`
  query TeamStatistics($month: String, $day: String, $tz: String) {
    teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {
      workerId name email sentCount receivedCount medianResponseSeconds lastContact isOnline
      lastMessage activeChats
    }
  }
`);

export type TeamPeriod = { month: string } | { day: string };

async function teamStatistics(period: TeamPeriod) {
  const data = await gql(TEAM_STATISTICS, { ...period, tz: viewerTimeZone() });
  return data.teamMessagesStatistics satisfies TeamMemberStatistics[];
}

/** The statistics' readings (GraphQL): a worker's month, day or week, and the whole team's. */
export const statisticsMethods = {
  monthStatistics,
  dayStatistics,
  weekStatistics,
  teamStatistics,
};
