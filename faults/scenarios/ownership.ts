import { API_PREFIX, chatRoutes } from '@lucina/contracts';
import { loginByEmail, newTempToken, openStream, request, type Reply, type Who } from '../lib/client.js';
import type { FaultsDatabase } from '../lib/services.js';
import { createOwner } from '../lib/owned.js';
import {
  fieldsOfCase,
  idFieldsOfRoutes,
  MATRIX,
  NOT_FOUND,
  PUBLIC_ID_FIELDS,
  type MatrixCase,
  type MatrixIds,
} from '../lib/ownership-matrix.js';
import type { Scenario } from '../lib/scenario.js';

const CHINESE = /[\u4e00-\u9fff]/;
/** Columns that tie a row to its owner, directly or through the owner's conversation or test record. */
const OWNER_COLUMNS = ['user_id', 'visitor_id', 'conversation_id', 'record_id'];

/** Every row of the owners', by table: what "nothing of theirs changed" compares. */
async function ownersRows(db: FaultsDatabase, owners: { column: string; values: string[] }[]) {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name = any($1)`,
    [OWNER_COLUMNS],
  );
  const rows = new Map<string, string>();
  const [user] = await db.query<{ row: string }>(`select to_jsonb(u)::text as row from users u where id::text = $1`, [
    owners.find((o) => o.column === 'user_id')!.values[0],
  ]);
  rows.set('users', user!.row);
  for (const { table_name: table, column_name: column } of columns) {
    const values = owners.filter((o) => o.column === column).flatMap((o) => o.values);
    const found = await db.query<{ rows: string | null }>(
      `select string_agg(to_jsonb(t)::text, '\n' order by to_jsonb(t)::text) as rows from "${table}" t
        where "${column}"::text = any($1)`,
      [values],
    );
    rows.set(`${table}.${column}`, found[0]?.rows ?? '');
  }
  return rows;
}

function send(base: string, c: MatrixCase, ids: MatrixIds, who: Who): Promise<Reply> {
  const { body, query, params } = c.input(ids);
  const path = c.route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  return request(base, c.route.method, `${API_PREFIX}${path}${qs}`, {
    ...(c.route.method === 'POST' ? { body: body ?? {} } : {}),
    who,
  });
}

/**
 * The ownership matrix: a user who owns one of everything, a visitor who owns a conversation, and for every route
 * of the contracts that takes an id, a second user and a visitor using those ids. Each must be refused with the
 * route's code (or, where the id is only a hint, be answered about themselves), see nothing of the owners' and
 * change none of their rows. A route whose id field is in neither the matrix nor the public list fails the run.
 */
export const ownership: Scenario = {
  id: 8,
  name: 'ownership matrix: another user and a visitor use the owner’s ids',
  async run({ cluster, log }) {
    const { nginx, db, llm } = cluster;
    const base = nginx.url;

    const covered = new Set(
      MATRIX.flatMap((c) => fieldsOfCase(c).map((f) => `${c.route.method} ${c.route.path} ${f}`)),
    );
    const forgotten = idFieldsOfRoutes()
      .map(({ route, field }) => ({ key: `${route.method} ${route.path} ${field}`, field }))
      .filter(({ key, field }) => !covered.has(key) && !(field in PUBLIC_ID_FIELDS))
      .map(({ key }) => key);
    for (const f of forgotten) log(`  not in the matrix nor public: ${f}`);

    const tokens = llm.state.tokens;
    llm.state.tokens = 3;
    const owner = await createOwner(cluster, 'owner');
    const ownerVisitor: Who = { temp: newTempToken() };
    const visitorAnswer = openStream(
      base,
      chatRoutes.directMessage.path,
      { messageContent: '访客的私密问题' },
      ownerVisitor,
    );
    if ((await visitorAnswer.ended) !== 'finish') throw new Error('the visitor owner’s answer did not finish');
    const ids: MatrixIds = {
      ...owner.ids,
      userId: owner.who.userId,
      visitorToken: ownerVisitor.temp!,
      visitorConversationId: visitorAnswer.conversationId!,
    };
    const [visitorRow] = await db.query<{ id: string }>('select id from visitors where temp_token = $1', [
      ids.visitorToken,
    ]);
    const owners = [
      { column: 'user_id', values: [ids.userId] },
      { column: 'visitor_id', values: [visitorRow!.id] },
      { column: 'conversation_id', values: [ids.conversationId, ids.visitorConversationId] },
      { column: 'record_id', values: [ids.recordId] },
    ];
    // What must never reach an intruder: the owners' ids, account and words.
    const [account] = await db.query<{ email: string }>('select email from users where id = $1', [ids.userId]);
    const secrets = [...Object.values(ids), account!.email, visitorAnswer.text.slice(0, 12)].filter(
      (s) => s.length >= 6,
    );

    const intruders: Array<[string, Who]> = [
      ['another user', await loginByEmail(base, db, `faults-intruder-${Date.now()}@example.com`)],
      ['a visitor', { temp: newTempToken() }],
    ];
    const before = await ownersRows(db, owners);

    const failures: string[] = [];
    let calls = 0;
    for (const c of MATRIX) {
      for (const [name, who] of intruders) {
        calls++;
        const res = await send(base, c, ids, who);
        const label = `${name}: ${c.route.method} ${c.route.path} ${JSON.stringify(c.input(ids))}`;
        const sent = JSON.stringify(c.input(ids));
        const leaked = secrets.filter((s) => res.text.includes(s) && !sent.includes(s));
        if (leaked.length) failures.push(`${label} → leaked ${leaked.join(', ')}`);
        const expected = who.token === undefined && c.route.auth === 'user' ? [401] : [c.refusal ?? NOT_FOUND].flat();
        const refused = expected.includes(res.status) && res.body?.code === res.status && CHINESE.test(res.body.msg);
        const scopedOk = c.scoped && res.status === 200;
        if (!refused && !scopedOk) {
          failures.push(`${label} → ${res.status} ${res.text.slice(0, 160)} (expected ${expected.join(' or ')})`);
        }
      }
    }

    const after = await ownersRows(db, owners);
    const changed = [...before.keys()].filter((k) => before.get(k) !== after.get(k));
    for (const k of changed) failures.push(`the owners' rows in ${k} changed`);

    // The control: the owners themselves get through with the same requests, so the refusals above were about
    // whose ids they are, not a malformed request. Deleting goes last.
    const controls = MATRIX.filter((c) => !c.ownerRefusedToo && !c.scoped).sort(
      (x, y) => Number(x.route.path.endsWith('/delete')) - Number(y.route.path.endsWith('/delete')),
    );
    let controlFailures = 0;
    for (const c of controls) {
      const res = await send(base, c, ids, c.visitorOwned ? ownerVisitor : owner.who);
      if ([401, 403, 404].includes(res.status)) {
        controlFailures++;
        failures.push(`control: the owner ${c.route.method} ${c.route.path} → ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    llm.state.tokens = tokens;

    for (const f of failures.slice(0, 30)) log(`  ${f}`);
    log(
      `${MATRIX.length} cases on ${new Set(MATRIX.map((c) => c.route.path)).size} routes × ${intruders.length} intruders = ${calls} calls; ` +
        `${Object.keys(PUBLIC_ID_FIELDS).length} id fields declared public; ${before.size} tables of the owners' rows compared; ` +
        `${controls.length} controls by the owners`,
    );
    return {
      figure:
        `${calls} calls: ${failures.length - changed.length - controlFailures} not refused or leaking, ` +
        `${changed.length} tables of the owners changed, ${forgotten.length} id fields forgotten, ` +
        `${controlFailures} owner controls refused`,
      goal: 'all 0',
      pass: failures.length === 0 && forgotten.length === 0,
    };
  },
};
