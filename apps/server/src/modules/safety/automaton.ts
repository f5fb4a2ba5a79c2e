/**
 * An Aho–Corasick automaton over UTF-16 code units, built in steps. modern-ahocorasick took 0.6–1.5 s to
 * build (and as long to deserialize) a 50,000-entry library in one synchronous call, which froze every request on
 * the instance while an operator's import was compiled. This one is typed arrays only, built from the sorted
 * patterns without hashing, and its builder is a generator: `runInSlices` runs it a few milliseconds at a time,
 * yielding to the event loop between them, so a reload never holds the server up for longer than one slice.
 */
export interface AutomatonHit<T> {
  start: number;
  end: number;
  data: T;
}

/** No transition: state 0 is the root, so no edge ever leads to it. */
const NONE = 0;

/**
 * The trie as flat arrays: each state's children sit together in `units`/`targets` from `first[state]` to
 * `first[state + 1]`, sorted by code unit (binary search); the root's, the ones read most, in a direct table.
 */
interface Tables {
  root: Int32Array;
  first: Int32Array;
  units: Uint16Array;
  targets: Int32Array;
  /** Per state: the state of its longest proper suffix in the trie. */
  fail: Int32Array;
  /** Per state: the pattern ending there, or -1. */
  output: Int32Array;
  /** Per state: the nearest state down the failure chain with an output, or 0. */
  dict: Int32Array;
}

function child(t: Tables, state: number, unit: number): number {
  if (state === 0) return t.root[unit]!;
  let lo = t.first[state]!;
  let hi = t.first[state + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const u = t.units[mid]!;
    if (u === unit) return t.targets[mid]!;
    if (u < unit) lo = mid + 1;
    else hi = mid - 1;
  }
  return NONE;
}

/** The state after reading `unit` in `state`, following failure links until an edge exists. */
function advance(t: Tables, state: number, unit: number): number {
  let s = state;
  for (;;) {
    const next = child(t, s, unit);
    if (next !== NONE) return next;
    if (s === 0) return 0;
    s = t.fail[s]!;
  }
}

export class Automaton<T> {
  constructor(
    private readonly t: Tables,
    private readonly lengths: Int32Array,
    private readonly data: readonly T[],
  ) {}

  /** Every occurrence of every pattern, in order of where it ends. */
  search(text: string): AutomatonHit<T>[] {
    const hits: AutomatonHit<T>[] = [];
    const { output, dict } = this.t;
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      state = advance(this.t, state, text.charCodeAt(i));
      for (let s = output[state]! >= 0 ? state : dict[state]!; s !== 0; s = dict[s]!) {
        const p = output[s]!;
        hits.push({ start: i + 1 - this.lengths[p]!, end: i + 1, data: this.data[p]! });
      }
    }
    return hits;
  }
}

/**
 * The patterns' indexes in code-unit order, equal patterns in input order: a bottom-up merge sort, so that
 * sorting 50,000 keywords is cut into steps like the rest of the build.
 */
function* sortedOrder(keys: readonly string[], every: number): Generator<true, Int32Array, void> {
  const n = keys.length;
  let from = Int32Array.from({ length: n }, (_, i) => i);
  let to = new Int32Array(n);
  let moved = 0;
  for (let width = 1; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      for (let k = lo; k < hi; k++) {
        // Ties go to the left run, which holds the earlier indexes: the sort is stable.
        to[k] = j >= hi || (i < mid && keys[from[i]!]! <= keys[from[j]!]!) ? from[i++]! : from[j++]!;
        if (++moved % every === 0) yield true;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * The build, in steps; it yields `true` every `every` steps so a driver can check the clock. Patterns are sorted
 * first, so each one shares its prefix with the one before and the trie is built without any hash lookup, its
 * states' children already in order. Of equal patterns the first keeps its data.
 */
export function* buildAutomaton<T>(
  patterns: ReadonlyArray<{ pattern: string; data: T }>,
  every = 2048,
): Generator<true, Automaton<T>, void> {
  const order = yield* sortedOrder(
    patterns.map((p) => p.pattern),
    every,
  );
  let bound = 1;
  for (const i of order) bound += patterns[i]!.pattern.length;
  const parent = new Int32Array(bound);
  const unitOf = new Uint16Array(bound);
  const output = new Int32Array(bound).fill(-1);
  const lengths = new Int32Array(order.length);
  const data: T[] = [];
  const path = [0];
  let previous = '';
  let states = 1;
  let n = 0;
  for (const i of order) {
    const { pattern, data: d } = patterns[i]!;
    if (!pattern) continue;
    let common = 0;
    while (common < pattern.length && common < previous.length && pattern[common] === previous[common]) common++;
    path.length = common + 1;
    for (let k = common; k < pattern.length; k++) {
      parent[states] = path[k]!;
      unitOf[states] = pattern.charCodeAt(k);
      path.push(states++);
    }
    const end = path[pattern.length]!;
    if (output[end] === -1) {
      output[end] = data.length;
      lengths[data.length] = pattern.length;
      data.push(d);
    }
    previous = pattern;
    if (++n % every === 0) yield true;
  }
  // Children grouped by parent: created in sorted order, so each group is sorted by code unit.
  const first = new Int32Array(states + 1);
  for (let s = 1; s < states; s++) first[parent[s]! + 1]!++;
  for (let s = 0; s < states; s++) first[s + 1]! += first[s]!;
  const cursor = first.slice(0, states);
  const units = new Uint16Array(states);
  const targets = new Int32Array(states);
  const root = new Int32Array(65536);
  for (let s = 1; s < states; s++) {
    const at = cursor[parent[s]!]!++;
    units[at] = unitOf[s]!;
    targets[at] = s;
    if (parent[s] === 0) root[unitOf[s]!] = s;
    if (s % every === 0) yield true;
  }
  const t: Tables = {
    root,
    first,
    units,
    targets,
    fail: new Int32Array(states),
    output: output.slice(0, states),
    dict: new Int32Array(states),
  };
  // Breadth first, so a state's failure link is set before its children need it.
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 0;
  queue[tail++] = 0;
  while (head < tail) {
    const s = queue[head++]!;
    for (let e = first[s]!; e < first[s + 1]!; e++) {
      const c = targets[e]!;
      const f = s === 0 ? 0 : advance(t, t.fail[s]!, units[e]!);
      t.fail[c] = f;
      t.dict[c] = t.output[f]! >= 0 ? f : t.dict[f]!;
      queue[tail++] = c;
    }
    if (head % every === 0) yield true;
  }
  return new Automaton(t, lengths, data);
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
