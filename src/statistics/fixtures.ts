import type { TeamMemberStatistics, WorkerStatistics } from '../dataProvider/statistics';

/** Test fixtures: a worker's statistics and team rows, overridden per test. */
export function workerStats(changes: Partial<WorkerStatistics> = {}): WorkerStatistics {
  return {
    workerId: '12',
    name: 'Ada Worker',
    date: '2026-03',
    timeZone: 'UTC',
    days: [],
    hours: [],
    totals: { sentCount: 0, receivedCount: 0 },
    medianResponseSeconds: null,
    lastContact: null,
    isOnline: false,
    lastMessage: null,
    activeChats: 0,
    moderators: [],
    ...changes,
  };
}

export function teamMember(changes: Partial<TeamMemberStatistics> = {}): TeamMemberStatistics {
  return {
    workerId: '12',
    name: 'Ada Worker',
    email: 'ada@demo.test',
    sentCount: 0,
    receivedCount: 0,
    medianResponseSeconds: null,
    lastContact: null,
    isOnline: false,
    lastMessage: null,
    activeChats: 0,
    ...changes,
  };
}

/** Milliseconds to the wire's nanosecond strings. */
export const nanos = (ms: number) => `${Math.round(ms)}000000`;
