export interface IndexedDoc {
  id: string;
  /** Token lists with a weight each (a title counts more than a summary). */
  fields: ReadonlyArray<{ tokens: readonly string[]; weight: number }>;
}
export interface QueryTerm {
  term: string;
  weight: number;
}
export interface Hit {
  id: string;
  score: number;
  /** Query terms this document contains. */
  matched: string[];
}

/** Okapi BM25 over weighted fields, in memory: postings per term, scored on demand. */
export function createBm25Index(docs: readonly IndexedDoc[], { k1 = 1.2, b = 0.75 } = {}) {
  const postings = new Map<string, Array<{ doc: number; tf: number }>>();
  const lengths: number[] = [];
  docs.forEach((doc, i) => {
    const tf = new Map<string, number>();
    let length = 0;
    for (const field of doc.fields) {
      for (const token of field.tokens) tf.set(token, (tf.get(token) ?? 0) + field.weight);
      length += field.tokens.length * field.weight;
    }
    lengths.push(length);
    for (const [term, count] of tf) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push({ doc: i, tf: count });
    }
  });
  const n = docs.length;
  const avgLength = lengths.reduce((a, l) => a + l, 0) / Math.max(1, n);

  const idf = (df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
  return {
    size: n,
    /** How rare a term is across the documents; a term no document holds is as rare as can be. */
    idf: (term: string) => idf(postings.get(term)?.length ?? 0),
    /** Whether any document holds the term. */
    holds: (term: string) => postings.has(term),
    search(query: readonly QueryTerm[], limit: number): Hit[] {
      const scores = new Map<number, { score: number; matched: string[] }>();
      for (const { term, weight } of query) {
        const list = postings.get(term);
        if (!list) continue;
        const rarity = idf(list.length);
        for (const { doc, tf } of list) {
          const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / avgLength);
          const entry = scores.get(doc) ?? { score: 0, matched: [] };
          entry.score += weight * rarity * ((tf * (k1 + 1)) / norm);
          entry.matched.push(term);
          scores.set(doc, entry);
        }
      }
      return [...scores]
        .sort((x, y) => y[1].score - x[1].score)
        .slice(0, limit)
        .map(([doc, { score, matched }]) => ({ id: docs[doc]!.id, score, matched }));
    },
  };
}

export type Bm25Index = ReturnType<typeof createBm25Index>;
