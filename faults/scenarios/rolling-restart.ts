import os from 'node:os';
import { API_PREFIX, ChatText, chatRoutes, engagementRoutes } from '@lucina/contracts';
import { api, newTempToken, openStream, request } from '../lib/client.js';
import type { Instance } from '../lib/instance.js';
import { startLoad } from '../lib/load.js';
import type { Scenario } from '../lib/scenario.js';
import { sleep } from '../lib/services.js';

const WINDOW_MS = Number(process.env.FAULTS_ROLLING_SECONDS ?? 60) * 1000;
const READERS = 200;
const STREAMS = 50;
/** How long the next instance waits after the last is ready again, as an orchestrator's pause between steps. */
const SETTLE_MS = 10_000;

interface StreamOutcome {
  end: string;
  error: string | null;
  saved: boolean;
  shutdown: boolean;
}

/**
 * 200 clients reading and 50 asking through nginx while A, then B, get SIGTERM and come back. Reads must not
 * fail; every answer ends either complete or, if its instance stopped mid-answer, terminated with its text saved.
 */
export const rollingRestart: Scenario = {
  id: 3,
  name: `rolling restart under load (${WINDOW_MS / 1000} s)`,
  async run({ cluster, log }) {
    const { a, b, nginx, db, llm } = cluster;
    const tokens = llm.state.tokens;
    llm.state.tokens = 40;
    const visitor = { temp: newTempToken() };
    const reads = startLoad(
      [
        {
          route: 'banners',
          send: () => request(nginx.url, 'GET', `${API_PREFIX}${engagementRoutes.bannerActiveList.path}`),
        },
        { route: 'conversation list', send: () => api(nginx.url, chatRoutes.list.path, {}, visitor) },
        { route: 'model list', send: () => api(nginx.url, chatRoutes.modelList.path, {}) },
      ],
      READERS,
      // Clients that read a page, then look at it: 200 of them without pause would only measure the CPU.
      500,
    );
    let asking = true;
    const outcomes: StreamOutcome[] = [];
    async function asker() {
      const who = { temp: newTempToken() };
      while (asking) {
        const s = openStream(nginx.url, chatRoutes.directMessage.path, { messageContent: '滚动重启时提问' }, who);
        const end = await s.ended;
        // A refused question is asked again after a moment, as a person would, not in a tight loop.
        if (end === 'refused' || end === 'closed') await sleep(500);
        const [row] = s.id
          ? await db.query<{ status: string; content: string }>('select status, content from messages where id = $1', [
              s.id,
            ])
          : [];
        outcomes.push({
          end,
          error: s.error,
          saved: row !== undefined && row.content === s.text && (row.status === 'done' || row.status === 'terminated'),
          shutdown: end === 'error' && s.error === ChatText.serverStopping,
        });
      }
    }
    const askers = Array.from({ length: STREAMS }, asker);

    const started = Date.now();
    const logMark = nginx.mark();
    const restart = async (i: Instance) => {
      const t0 = Date.now();
      const code = await i.kill('SIGTERM');
      const drained = Date.now();
      await i.start();
      log(
        `${i.name}: SIGTERM → exit ${code} after ${((drained - t0) / 1000).toFixed(1)} s, ready again ${((Date.now() - drained) / 1000).toFixed(1)} s later`,
      );
    };
    // As an orchestrator would: the next instance goes only once the last one has served for a while (longer
    // than nginx's fail_timeout, after which it sends to a server that failed again).
    await sleep(WINDOW_MS / 6);
    await restart(a);
    await sleep(Math.max(SETTLE_MS, started + WINDOW_MS / 2 - Date.now()));
    await restart(b);
    await sleep(Math.max(SETTLE_MS, started + WINDOW_MS - Date.now()));
    asking = false;
    const samples = await reads.stop();
    await Promise.all(askers);
    llm.state.tokens = tokens;

    const failed = samples.filter((s) => s.status !== 200 || s.code !== 200);
    for (const s of failed.slice(0, 3)) log(`  e.g. ${s.route}: ${s.status} ${s.msg ?? s.error ?? ''}`);
    const complete = outcomes.filter((o) => o.end === 'finish' && o.saved).length;
    const cutByRestart = outcomes.filter((o) => (o.end === 'terminated' || o.shutdown) && o.saved).length;
    const lost = outcomes.length - complete - cutByRestart;
    // What went wrong, grouped: a failed read by route and status, a lost answer by how it ended.
    const tally = (keys: string[]) =>
      [...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<string, number>())]
        .map(([k, n]) => `${n}× ${k}`)
        .join('; ');
    if (failed.length) log(`  failed reads: ${tally(failed.map((s) => `${s.route} ${s.status || s.error}`))}`);
    const lostOnes = outcomes.filter(
      (o) => !(o.end === 'finish' && o.saved) && !((o.end === 'terminated' || o.shutdown) && o.saved),
    );
    if (lostOnes.length) {
      log(
        `  lost answers: ${tally(lostOnes.map((o) => `${o.end}${o.saved ? '' : ' unsaved'} ${(o.error ?? '').slice(0, 60)}`))}`,
      );
    }
    // Requests an instance dropped unanswered, which nginx sent on to the other one: failures the clients did
    // not see, told here so that a retry never hides how often they happen.
    const dropped = [...nginx.upstreamFailures(logMark)].map(([cause, n]) => `${n}× ${cause}`).join('; ');
    log(`  nginx: ${dropped || 'no upstream failure logged'}`);
    // The figures swing with the machine's load, so each run says what it was.
    log(
      `  load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    log(
      `${samples.length} reads, ${failed.length} failed; ${outcomes.length} answers: ${complete} complete, ${cutByRestart} ended by a restart with their text saved, ${lost} lost`,
    );
    return {
      figure: `${failed.length} of ${samples.length} reads failed; ${lost} of ${outcomes.length} answers lost (${cutByRestart} ended as terminated by a restart)`,
      goal: '0 failed reads, 0 lost answers',
      pass: failed.length === 0 && lost === 0 && outcomes.length > 0,
    };
  },
};
