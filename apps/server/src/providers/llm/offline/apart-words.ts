import type { TriggerTarget } from './content/load.js';
import type { Topic } from './content/schema.js';

/*
 * A topic's words said apart (its `apart` sets): '实习了三个月了，怎么才能转正' asks 实习转正, though no phrase of it is
 * said whole nor with a few words inserted, because the asker put its parts in separate clauses.
 */

export interface ApartHit {
  target: TriggerTarget;
  /** The words found joined: its length is what they weigh, as a phrase of as many characters would. */
  key: string;
  words: string[];
  /** Where its last word stands: the clause that carries the ask more often than the one that sets it up. */
  at: number;
}

/** Sentences of the question: the words of one set are looked for within one. */
const SENTENCE = /[^。？！?!；;\n]+/gu;

/**
 * For each topic with a set whose every word is found, not negated, in one sentence of `lower` (the question read as
 * the triggers are: lower case, no spaces between scripts): the words of all its sets so found, each once, so that a
 * question saying more of the topic ('期权…分四年归属…值钱吗') weighs more than one saying a single pair of it.
 */
export function apartHits(
  topics: readonly Topic[],
  lower: string,
  negated: (text: string, at: number) => boolean,
): ApartHit[] {
  const sentences = [...lower.matchAll(SENTENCE)].map((m) => ({ from: m.index, text: m[0] }));
  const hits: ApartHit[] = [];
  for (const topic of topics) {
    const found = new Map<string, number>();
    for (const set of topic.apart ?? []) {
      const words = set.map((w) => w.toLowerCase());
      for (const { from, text } of sentences) {
        const places = words.map((w) => {
          const at = text.indexOf(w);
          return at >= 0 && !negated(lower, from + at) ? from + at : -1;
        });
        if (places.some((p) => p < 0)) continue;
        words.forEach((w, i) => found.set(w, places[i]!));
        break;
      }
    }
    if (found.size)
      hits.push({
        target: { kind: 'topic', topic },
        key: [...found.keys()].join(''),
        words: [...found.keys()],
        at: Math.max(...found.values()),
      });
  }
  return hits;
}
