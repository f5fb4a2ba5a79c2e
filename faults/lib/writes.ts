import type { FaultsDatabase } from './services.js';

/**
 * Counts the rows written to every table of the suite's database, through row triggers the suite adds (and
 * removes): "a refused request changed nothing" is then a counter that did not move while it was answered.
 */
export async function watchWrites(db: FaultsDatabase) {
  await db.query(`create table if not exists faults_writes (tbl text primary key, n bigint not null)`);
  await db.query(`
    create or replace function faults_count_write() returns trigger language plpgsql as $$
    begin
      -- An update that changes nothing but when a visitor or session was last seen is bookkeeping, not data.
      if TG_OP = 'UPDATE' and (to_jsonb(NEW) - 'last_seen_at') = (to_jsonb(OLD) - 'last_seen_at') then
        return null;
      end if;
      insert into faults_writes (tbl, n) values (TG_TABLE_NAME, 1)
        on conflict (tbl) do update set n = faults_writes.n + 1;
      return null;
    end $$`);
  const tables = (
    await db.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'faults_writes'`,
    )
  ).map((t) => t.name);
  for (const t of tables) {
    await db.query(
      `create or replace trigger faults_watch after insert or update or delete on "${t}" for each row execute function faults_count_write()`,
    );
  }

  const snapshot = async () =>
    new Map(
      (await db.query<{ tbl: string; n: string }>('select tbl, n from faults_writes')).map((r) => [r.tbl, Number(r.n)]),
    );

  return {
    tables: tables.length,
    snapshot,
    /** The tables written since `before`, with how many rows. */
    async since(before: Map<string, number>) {
      const now = await snapshot();
      return [...now]
        .filter(([t, n]) => n !== (before.get(t) ?? 0))
        .map(([t, n]) => `${t} +${n - (before.get(t) ?? 0)}`);
    },
    async stop() {
      for (const t of tables) await db.query(`drop trigger if exists faults_watch on "${t}"`);
      await db.query('drop function if exists faults_count_write() cascade');
      await db.query('drop table if exists faults_writes');
    },
  };
}

export type WriteWatch = Awaited<ReturnType<typeof watchWrites>>;
