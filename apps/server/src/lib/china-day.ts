import { CHINA_OFFSET_MS } from '@lucina/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The China day in SQL, beside its TypeScript form in @lucina/contracts (chinaDay): the same fixed +08:00 offset,
 * so no time-zone data is needed in the database and both sides turn the day at the same instant.
 */

const offset = sql.raw(`interval '${CHINA_OFFSET_MS / 3_600_000} hours'`);

/** A timestamptz column's China day, as YYYY-MM-DD. */
export const chinaDayOf = (column: SQL.Aliased | SQL | { getSQL(): SQL }) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${offset}, 'YYYY-MM-DD')`;

/** The instant today's China day started, by the database's clock. */
export const chinaTodayStart = sql`((date_trunc('day', (now() at time zone 'UTC') + ${offset}) - ${offset}) at time zone 'UTC')`;
