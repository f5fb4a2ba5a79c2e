import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { users } from '../db/schema/index.js';

/**
 * memberLevelAt (@lucina/contracts) as a condition on `users`, for the queries that pick members in the database:
 * a level 1–4 and an expiry after `now`, the database's clock when no instant is given. A test keeps the two
 * forms agreeing.
 */
export function memberInForce(options: { now?: Date; level?: number } = {}): SQL {
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const level =
    options.level === undefined ? sql`${users.userGrade} between 1 and 4` : eq(users.userGrade, options.level);
  return and(level, gt(users.endTime, now))!;
}
