import type { TriggerTarget } from './content/load.js';
import type { Topic } from './content/schema.js';

/*
 * A topic written for one situation within another topic's subject names that subject in its own name: '考研复试被刷之
 * 后：调剂、二战还是工作' within 考研复试, '试用期被延长、转正被推迟' within 试用期. A question finding both ('考研复试挂
 * 了，接下来怎么办' finds 考研复试 and 复试挂了, as long as each other) asks about the narrower one: the general
 * subject's phrases say where it happens, the narrower one's what happened there. So the general topic's weight counts
 * for the narrower as well, only where the narrower was found by a phrase of its own, and not where a third entry is
 * what the asking clause names and neither of the two is: '考研复试被刷了，还能调剂吗' asks about 调剂, the 复试 failed
 * is its circumstance.
 */

interface Weighed {
  w: number;
  target: TriggerTarget;
}

const topicOf = (x: Weighed): Topic | undefined => (x.target.kind === 'topic' ? x.target.topic : undefined);

/** Whether `narrower` is written within `general`'s subject: its name holds the other's whole name. */
export const isNarrowerTopic = (narrower: Topic, general: Topic) =>
  narrower !== general && Array.from(general.name).length >= 2 && narrower.name.includes(general.name);

const entryOf = (x: Weighed): object => (x.target.kind === 'topic' ? x.target.topic : x.target.decision);

/**
 * The weights with each found general topic's weight added to the narrower topics found beside it; `asked` holds the
 * entries a phrase found in an asking clause points at.
 */
export function withNarrowerShare(weights: ReadonlyArray<Weighed>, asked: ReadonlySet<object>): Weighed[] {
  return weights.map((x) => {
    const narrower = topicOf(x);
    if (!narrower) return x;
    const general = weights.filter((g) => {
      const t = topicOf(g);
      if (t === undefined || !isNarrowerTopic(narrower, t)) return false;
      const elsewhere = weights.some((o) => o !== x && o !== g && asked.has(entryOf(o)));
      return !elsewhere || asked.has(narrower) || asked.has(t);
    });
    return general.length ? { ...x, w: x.w + general.reduce((s, g) => s + g.w, 0) } : x;
  });
}
