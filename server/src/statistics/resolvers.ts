import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { Refusal } from '../lib/refusal.js';
import {
  checkTimeZone,
  dayPeriod,
  monthPeriod,
  type Period,
  PeriodError,
  todayIn,
  weekPeriod,
} from './period.js';
import { findWorker, teamStatistics, workerStatistics } from './service.js';

interface Args {
  workerId?: string;
  month?: string | null;
  day?: string | null;
  timeZone?: string | null;
}

/** Reads the period from the arguments; a malformed one is a 400 that reads nothing else. */
function periodOf(read: (timeZone: string) => Period, args: Args): Period {
  try {
    return read(checkTimeZone(args.timeZone));
  } catch (error) {
    if (error instanceof PeriodError) throw Refusal.errors(400, [error.message]);
    throw error;
  }
}

async function statisticsOf(ctx: GraphqlContext, args: Args, period: Period) {
  const id = Number(args.workerId);
  const worker =
    Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await findWorker(ctx.db, id) : null;
  if (!worker) throw Refusal.errors(404, ['There is no such worker.']);
  return workerStatistics(ctx.db, worker, period, ctx.now(), ctx.origin);
}

export const statisticsResolvers = {
  Query: {
    messagesStatistics: (_: unknown, args: Args, ctx: GraphqlContext) =>
      statisticsOf(
        ctx,
        args,
        periodOf((zone) => monthPeriod(args.month ?? '', zone, ctx.now()), args),
      ),
    sameDayMessagesStatistics: (_: unknown, args: Args, ctx: GraphqlContext) =>
      statisticsOf(
        ctx,
        args,
        periodOf((zone) => dayPeriod(args.day ?? todayIn(zone, ctx.now()), zone, ctx.now()), args),
      ),
    sameWeekMessagesStatistics: (_: unknown, args: Args, ctx: GraphqlContext) =>
      statisticsOf(
        ctx,
        args,
        periodOf((zone) => weekPeriod(todayIn(zone, ctx.now()), zone), args),
      ),
    teamMessagesStatistics: (_: unknown, args: Args, ctx: GraphqlContext) => {
      if (Boolean(args.month) === Boolean(args.day)) {
        throw Refusal.errors(400, ['Give either a month or a day.']);
      }
      const period = periodOf(
        (zone) =>
          args.month
            ? monthPeriod(args.month, zone, ctx.now())
            : dayPeriod(args.day ?? '', zone, ctx.now()),
        args,
      );
      return teamStatistics(ctx.db, period, ctx.now());
    },
  },
} satisfies Resolvers;
