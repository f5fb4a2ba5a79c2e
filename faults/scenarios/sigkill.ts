import { chatRoutes } from '@lucina/contracts';
import { newTempToken, openStream, type ChatStream } from '../lib/client.js';
import { moved } from '../lib/metrics.js';
import { waitFor, type Scenario } from '../lib/scenario.js';

const STREAMS = 50;
const SETTLE_GOAL_S = 10;

/**
 * 50 answers streaming on A, then `kill -9` A: B's sweep ends every one as terminated with the text saved
 * so far; each client sees its stream cut, reattaches through nginx and gets a clear end; asking again works.
 */
export const sigkill: Scenario = {
  id: 2,
  name: 'SIGKILL mid-answer (50 streams)',
  async run({ cluster, log }) {
    const { a, db, nginx } = cluster;
    const clients = Array.from({ length: STREAMS }, () => ({ temp: newTempToken() }));
    const streams: ChatStream[] = clients.map((who, i) =>
      openStream(a.url, chatRoutes.directMessage.path, { messageContent: `第 ${i} 个问题：请慢慢回答` }, who),
    );
    await Promise.all(streams.map((s) => s.untilDeltas(5)));
    const ids = streams.map((s) => s.id).filter((id): id is string => id !== null);
    if (ids.length !== STREAMS) throw new Error(`only ${ids.length} of ${STREAMS} answers started`);
    // Until a periodic save has written partial text for every answer, a crash would have nothing to keep.
    await waitFor(async () => {
      const [r] = await db.query<{ n: number }>(
        `select count(*)::int as n from messages where id = any($1) and content <> ''`,
        [ids],
      );
      return r!.n === STREAMS;
    }, 15_000);
    log(`${STREAMS} answers streaming on A, partial text saved; kill -9 A (pid ${a.pid})`);
    const { b } = cluster;
    const metricsBefore = await cluster.scrape(b);

    const killedAt = Date.now();
    await a.kill('SIGKILL');
    const settled = await waitFor(
      async () => {
        const [r] = await db.query<{ n: number }>(
          `select count(*)::int as n from messages where id = any($1) and status = 'streaming'`,
          [ids],
        );
        return r!.n === 0 && (Date.now() - killedAt) / 1000;
      },
      30_000,
      100,
    );
    const [left] = await db.query<{ n: number }>(
      `select count(*)::int as n from messages where id = any($1) and status = 'streaming'`,
      [ids],
    );
    // B's sweep ended A's answers: its metrics count them as terminated.
    const terminatedOnB = moved(metricsBefore, await cluster.scrape(b), 'lucina_chat_answers_finished_total', {
      outcome: 'terminated',
    });
    log(`B's /metrics: answers finished "terminated" +${terminatedOnB}`);
    log(
      `answers still streaming: ${left!.n}; settled after ${settled === null ? 'more than 30' : settled.toFixed(1)} s`,
    );

    await Promise.all(streams.map((s) => s.ended));
    const cut = streams.filter((s) => s.end === 'closed').length;
    const rows = await db.query<{ id: string; status: string; content: string }>(
      'select id, status, content from messages where id = any($1)',
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const kept = streams.filter((s) => {
      const r = byId.get(s.id!);
      return r?.status === 'terminated' && r.content.length > 0 && s.text.startsWith(r.content);
    }).length;
    log(
      `clients whose stream was cut: ${cut}/${STREAMS}; saved text non-empty and a prefix of what was seen: ${kept}/${STREAMS}`,
    );

    const reattached = await Promise.all(
      streams.map((s, i) => openStream(nginx.url, chatRoutes.attach.path, { id: s.id }, clients[i]!).ended),
    );
    const clearEnds = reattached.filter((e) => e === 'terminated').length;
    log(`reattached through nginx: ${clearEnds}/${STREAMS} got the saved answer ending "terminated"`);

    const again = await Promise.all(
      streams
        .slice(0, 10)
        .map(
          (s, i) =>
            openStream(
              nginx.url,
              chatRoutes.directMessage.path,
              { messageContent: '[short] 再问一次', conversationId: s.conversationId },
              clients[i]!,
            ).ended,
        ),
    );
    const answered = again.filter((e) => e === 'finish').length;
    log(`asked again through nginx (A down): ${answered}/10 answered in full`);

    const pass =
      left!.n === 0 &&
      settled !== null &&
      settled <= SETTLE_GOAL_S &&
      kept === STREAMS &&
      clearEnds === STREAMS &&
      answered === 10 &&
      terminatedOnB >= STREAMS;
    return {
      figure: `${left!.n} left streaming, settled in ${settled === null ? '>30' : settled.toFixed(1)} s; ${kept}/${STREAMS} kept partial text; ${clearEnds}/${STREAMS} clear ends; ${answered}/10 asked again; metrics +${terminatedOnB} terminated`,
      goal: `0 streaming within ${SETTLE_GOAL_S} s, all partial, all clear, all again, counted terminated`,
      pass,
    };
  },
};
