/**
 * An Aho–Corasick automaton over UTF-16 code units, built in steps. The library of modern-ahocorasick took
 * 0.6–1.5 s to build (and as long to deserialize) a 50,000-entry library in one synchronous call, which froze
 * every request on the instance while an operator's import was being compiled. This one keeps the trie in one
 * Map keyed by (state, code unit) and typed arrays for the failure and output links, and its builder is a
 * generator: `compileAutomaton` runs it in slices of a few milliseconds, yielding to the event loop between them,
 * so a reload never blocks the server for longer than one slice.
 */
export interface AutomatonHit<T> {
  start: number;
  end: number;
  data: T;
}

/** Code units fit in 16 bits, so a state and a unit make one exact integer key (states stay below 2^37). */
const key = (state: number, unit: number) => state * 65536 + unit;

/** The state after reading `unit` in `state`, following failure links until an edge exists. */
function advance(edges: Map<number, number>, fail: Int32Array, state: number, unit: number): number {
  let s = state;
  for (;;) {
    const next = edges.get(key(s, unit));
    if (next !== undefined) return next;
    if (s === 0) return 0;
    s = fail[s]!;
  }
}

export class Automaton<T> {
  constructor(
    private readonly edges: Map<number, number>,
    /** Per state: the state of its longest proper suffix in the trie. */
    private readonly fail: Int32Array,
    /** Per state: the pattern ending there, or -1. */
    private readonly output: Int32Array,
    /** Per state: the nearest state down the failure chain with an output, or 0. */
    private readonly dict: Int32Array,
    private readonly lengths: Int32Array,
    private readonly data: readonly T[],
  ) {}

  /** Every occurrence of every pattern, in order of where it ends. */
  search(text: string): AutomatonHit<T>[] {
    const hits: AutomatonHit<T>[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = advance(this.edges, this.fail, state, text.charCodeAt(i));
      for (let s = this.output[state]! >= 0 ? state : this.dict[state]!; s !== 0; s = this.dict[s]!) {
        const p = this.output[s]!;
        hits.push({ start: i + 1 - this.lengths[p]!, end: i + 1, data: this.data[p]! });
      }
    }
    return hits;
  }
}

/**
 * The build, one pattern or one state per step. It yields `true` every `every` steps so a driver can check the
 * clock; run to the end synchronously it is an ordinary constructor.
 */
export function* buildAutomaton<T>(
  patterns: ReadonlyArray<{ pattern: string; data: T }>,
  every = 512,
): Generator<true, Automaton<T>, void> {
  const edges = new Map<number, number>();
  let states = 1;
  let capacity = 1024;
  let output = new Int32Array(capacity).fill(-1);
  const lengths = new Int32Array(patterns.length);
  const data: T[] = [];
  let n = 0;
  for (const { pattern, data: d } of patterns) {
    let s = 0;
    for (let i = 0; i < pattern.length; i++) {
      const k = key(s, pattern.charCodeAt(i));
      let next = edges.get(k);
      if (next === undefined) {
        next = states++;
        edges.set(k, next);
        if (states > capacity) {
          capacity *= 2;
          const grown = new Int32Array(capacity).fill(-1);
          grown.set(output);
          output = grown;
        }
      }
      s = next;
    }
    // The first of equal patterns keeps the state, as the library's callers dedupe anyway.
    if (pattern.length && output[s] === -1) {
      output[s] = data.length;
      lengths[data.length] = pattern.length;
      data.push(d);
    }
    if (++n % every === 0) yield true;
  }
  output = output.slice(0, states);
  // Children of each state, for the breadth-first pass that sets the failure links.
  const children: Array<Array<[number, number]>> = Array.from({ length: states }, () => []);
  let e = 0;
  for (const [k, child] of edges) {
    children[Math.floor(k / 65536)]!.push([k % 65536, child]);
    if (++e % every === 0) yield true;
  }
  const fail = new Int32Array(states);
  const dict = new Int32Array(states);
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;
  for (const [, child] of children[0]!) queue[tail++] = child;
  while (head < tail) {
    const s = queue[head++]!;
    for (const [unit, child] of children[s]!) {
      const f = s === 0 ? 0 : advance(edges, fail, fail[s]!, unit);
      fail[child] = f === child ? 0 : f;
      dict[child] = output[fail[child]!]! >= 0 ? fail[child]! : dict[fail[child]!]!;
      queue[tail++] = child;
    }
    if (head % every === 0) yield true;
  }
  return new Automaton(edges, fail, output, dict, lengths, data);
}

/** Runs a stepwise build to the end at once (tests, tools, the small shipped library). */
export function runToEnd<R>(steps: Generator<true, R, void>): R {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs a stepwise build giving the event loop a turn whenever a slice has used `sliceMs`. */
export async function runInSlices<R>(steps: Generator<true, R, void>, sliceMs = 8): Promise<R> {
  let started = performance.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() - started >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      started = performance.now();
    }
  }
}
