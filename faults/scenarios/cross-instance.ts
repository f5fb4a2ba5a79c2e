import { chatRoutes } from '@lucina/contracts';
import { api, newTempToken, openStream } from '../lib/client.js';
import type { Scenario } from '../lib/scenario.js';

/**
 * An answer started through A is followed (attach) through B and stopped through B: the text saved equals
 * what the asking client on A and the follower on B saw.
 */
export const crossInstance: Scenario = {
  id: 1,
  name: 'cross-instance reattach and stop',
  async run({ cluster, log }) {
    const { a, b, db } = cluster;
    const who = { temp: newTempToken() };
    const asked = openStream(a.url, chatRoutes.directMessage.path, { messageContent: '跨实例：请慢慢回答' }, who);
    await asked.untilDeltas(10);
    if (!asked.id) throw new Error(`no answer started on A: ${asked.end} ${asked.error}`);
    log(`asked through A: answer ${asked.id}, ${asked.deltas} deltas seen`);

    const followed = openStream(b.url, chatRoutes.attach.path, { id: asked.id }, who);
    await followed.untilDeltas(asked.deltas + 5);
    log(`attached through B: ${followed.deltas} deltas (replay, then live)`);

    const stop = await api<{ content: string; status: number | string } | null>(
      b.url,
      chatRoutes.stop.path,
      { id: asked.id },
      who,
    );
    const [askedEnd, followedEnd] = await Promise.all([asked.ended, followed.ended]);
    const [row] = await db.query<{ status: string; content: string }>(
      'select status, content from messages where id = $1',
      [asked.id],
    );
    log(
      `stopped through B: envelope ${stop.body?.code}; A's client ended "${askedEnd}", B's follower "${followedEnd}"`,
    );
    log(
      `saved ${row?.status}, ${row?.content.length} chars; A's client saw ${asked.text.length}, B's follower ${followed.text.length}`,
    );
    const same = row?.content === asked.text && row?.content === followed.text;
    const pass =
      stop.body?.code === 200 &&
      row?.status === 'terminated' &&
      same &&
      askedEnd === 'terminated' &&
      followedEnd === 'terminated';
    return {
      figure: `saved text ${same ? '=' : '≠'} seen (${row?.content.length ?? 0} chars), ${row?.status}`,
      goal: 'saved = seen on A and on B, terminated',
      pass,
    };
  },
};
