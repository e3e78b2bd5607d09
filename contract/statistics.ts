/** The answers of contract/statistics.graphql, as the server writes and the back-office reads them. */
export interface StatisticsDay {
  day: string;
  sentCount: number;
  receivedCount: number;
}

export interface StatisticsHour {
  hour: number;
  sentCount: number;
  receivedCount: number;
}

export interface StatisticsModerator {
  id: number;
  fullName: string;
  avatar: string | null;
}

export interface WorkerStatistics {
  workerId: string;
  name: string;
  date: string;
  timeZone: string;
  days: StatisticsDay[];
  hours: StatisticsHour[];
  totals: { sentCount: number; receivedCount: number };
  medianResponseSeconds: number | null;
  lastContact: string | null;
  /** The one presence rule (contract/presence.ts): signed in and in contact in the last 5 minutes. */
  isOnline: boolean;
  lastMessage: string | null;
  activeChats: number;
  moderators: StatisticsModerator[];
}

export interface TeamMemberStatistics {
  workerId: string;
  name: string;
  email: string;
  sentCount: number;
  receivedCount: number;
  medianResponseSeconds: number | null;
  lastContact: string | null;
  /** The one presence rule (contract/presence.ts): signed in and in contact in the last 5 minutes. */
  isOnline: boolean;
  lastMessage: string | null;
  activeChats: number;
}
