import {
  memo,
  useDeferredValue,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
} from 'react';
import { flushSync } from 'react-dom';
import ReactMarkdown, { type ExtraProps } from 'react-markdown';
import { Link } from 'react-router';
import { API_PREFIX } from '@lucina/contracts';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remend from 'remend';
import { isOpenFormula, splitBlocks, withPendingTableDelimiter, type Blocks } from './markdown-blocks';
import { LruCache } from './markdown-cache';
import { collectLater } from './markdown-later';
import { finishesWithMore, loadedRenderer, preloadRenderers, useRenderers, type Renderer } from './markdown-renderers';
import { whenIdle } from './when-idle';
import styles from './markdown.module.css';

const remarkPlugins = [remarkGfm, remarkMath];

/**
 * The in-app path of a link target, or null. Same-origin targets (relative paths included) are the app's own
 * pages, except the API, whose pages the server renders itself.
 */
function inAppPath(href: string | undefined): string | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname.startsWith(`${API_PREFIX}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** In-app links navigate inside the app (same tab, no reload); others open a new tab without the opener. */
function AnswerLink({ node: _node, href, ...props }: ComponentProps<'a'> & ExtraProps) {
  const to = inAppPath(href);
  if (to) return <Link to={to} {...props} />;
  return <a href={href} {...props} target="_blank" rel="noopener noreferrer" />;
}

const components = { a: AnswerLink };

/**
 * Blocks already rendered, by their renderers and source. A finished block goes through remark, KaTeX and highlighting once,
 * even when another component shows it again: the streamed answer's bubble replaced by the saved answer's when
 * the stream ends (the whole answer at once, a long task), a conversation opened again.
 */
const renderedBlocks = new LruCache<string, ReactElement>(400);
/** Splits by text, for the same reason: the saved answer starts from the split its stream ended with. */
const splits = new LruCache<string, Blocks>(20);

const NOTHING_LATER: Promise<void>[] = [];

/**
 * `renderers` (markdown-renderers): the rehype plugins, the set they are, and whether they are all the block needs.
 * Only a complete render is kept: one made while KaTeX or highlighting was still loading is replaced when it arrives,
 * and one made while a renderer's result was still to come (`waits`: code being highlighted in the worker) is
 * rendered again once it has come. The set is part of the key: a code block finished as it grew was rendered without
 * highlighting.
 */
function renderBlock(
  source: string,
  renderers: ReturnType<typeof useRenderers>,
): { element: ReactElement; waits: Promise<void>[] } {
  const { plugins: rehypePlugins, set, complete } = renderers;
  const key = `${set}:${source}`;
  const kept = complete ? renderedBlocks.get(key) : undefined;
  if (kept) return { element: kept, waits: NOTHING_LATER };
  // react-markdown's sync renderer is a plain function of its props (no hooks): its element can be kept.
  const { value, waits } = collectLater(
    () => ReactMarkdown({ children: source, remarkPlugins, rehypePlugins, components }) as ReactElement,
  );
  if (complete && waits.length === 0) renderedBlocks.set(key, value);
  return { element: value, waits };
}

/**
 * Closes what the growing last block has left open (`**bold`, `` `code ``, a link's half-written target, a
 * `-` that would turn the line above into a heading) so it renders as it will end rather than as raw marks.
 * Inline `$` is left alone (it is also the currency sign); a display formula waits for its `$$` (isOpenFormula).
 */
const healOptions = { linkMode: 'text-only', inlineKatex: false, katex: false } as const;

/** One block, rendered again only when its own source changes (maths and highlighting run once per block). */
const Block = memo(function Block({ source, growing: growingNow }: { source: string; growing: boolean }) {
  // A block that has just finished and needs more to render finished (code: its highlighting) renders as it grew
  // once more, and as finished in a transition after: done in the update that finished it, beside the next block's
  // first render, the highlighting made that update one of the answer's longest tasks.
  const grew = useDeferredValue(growingNow);
  const growing = growingNow || (grew && finishesWithMore(source));
  const renderers = useRenderers(source, growing);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  // A display formula still being written shows as its source until its closing `$$` arrives.
  const open = isOpenFormula(source);
  const { element, waits } = open
    ? { element: <pre className={styles.pendingFormula}>{source.trim()}</pre>, waits: NOTHING_LATER }
    : renderBlock(growing ? withPendingTableDelimiter(remend(source, healOptions)) : source, renderers);
  useEffect(() => {
    if (waits.length === 0) return;
    let mounted = true;
    // A result that never comes (highlight.js failed to load) leaves the block as it is: plain code.
    Promise.all(waits).then(
      () => mounted && arrived(),
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [waits]);
  return element;
});

/**
 * How much of the main thread the growing block may take: after an update that took `cost` ms, the next waits
 * PACE times as long. A phone that renders the block in a few milliseconds updates every frame; a slow one, where
 * an update is a long task, updates less often and keeps scrolling and taps smooth meanwhile.
 */
const PACE = 8;
/** Updates cheaper than this (half a frame) are never held back. */
const CHEAP_MS = 8;

/**
 * How many blocks an update of a live answer may add. An update that had to wait (a slow phone, the page busy
 * mounting the conversation, an update held back by PACE) finds many blocks' worth of new text: rendered in one
 * update, all of them (tables, maths, code with its highlighting) made the first answer's longest task. They appear
 * a few per update instead, each update in a frame of its own. A few, not one: at a model's pace an update finds one
 * or two new blocks, which it shows as before; one per update left the answer behind its text and, measured, blocked
 * the second answer's stream more.
 */
const NEW_BLOCKS_PER_UPDATE = 3;

/** What an answer shows of `all` after showing `before` blocks: a live one at most NEW_BLOCKS_PER_UPDATE more. */
function shown(live: boolean, all: Blocks, before: number): Blocks {
  const limit = Math.max(before, 1) + NEW_BLOCKS_PER_UPDATE;
  if (!live || all.sources.length <= limit) return all;
  const sources = all.sources.slice(0, limit);
  return { text: sources.join(''), sources };
}

/**
 * The answer's blocks, cut again at most once per animation frame (in a task after it), and less often when an update
 * is costly (PACE):
 * however fast tokens arrive, the growing block renders once per update. The first text is cut at once (also in an
 * answer mounted empty while it was awaited), so it shows in its first paint; but the first line of a streaming
 * answer is one block, needing no cut, so its first render (the first answer's, with the parser not yet compiled)
 * parses it once, not twice in one task. A live answer (one that has streamed) adds at most NEW_BLOCKS_PER_UPDATE
 * blocks an update, and keeps updating until it shows its whole text, also once its stream has ended.
 */
function useBlocks(text: string, streaming: boolean): Blocks {
  const [live] = useState(streaming);
  const firstCut = () =>
    shown(
      live,
      splits.get(text) ?? (streaming && text && !text.includes('\n') ? { text, sources: [text] } : splitBlocks(text)),
      0,
    );
  const [blocks, setBlocks] = useState(firstCut);
  if (!blocks.text && text) setBlocks(firstCut());
  // The stream ended (the saved answer took the live one's place): its last text is cut at once, not at the pace of
  // its updates, which may still be waiting.
  const [wasStreaming, setWasStreaming] = useState(streaming);
  if (wasStreaming !== streaming) {
    setWasStreaming(streaming);
    if (!streaming && blocks.text !== text)
      setBlocks(shown(live, splits.get(text) ?? splitBlocks(text, blocks), blocks.sources.length));
  }
  // The whole text's split, of which a live answer may show fewer blocks: the next cut starts from it, so the blocks
  // not shown yet are not parsed again.
  const all = useRef<Blocks | null>(null);
  const latest = useRef(text);
  // The update waiting: a timer (PACE's wait, or the task after a frame) or a frame.
  const pending = useRef<{ timer: number; frame: number } | null>(null);
  const nextAt = useRef(0);
  useEffect(() => {
    latest.current = text;
    if (pending.current || blocks.text === text) return;
    const run = () => {
      pending.current = null;
      const started = performance.now();
      // Synchronously, so that the time measured is this update's render.
      flushSync(() =>
        setBlocks((previous) => {
          if (previous.text === latest.current) return previous;
          const from = all.current && latest.current.startsWith(all.current.text) ? all.current : previous;
          const whole = splitBlocks(latest.current, from);
          all.current = whole;
          splits.set(whole.text, whole);
          return shown(live, whole, previous.sources.length);
        }),
      );
      const cost = performance.now() - started;
      nextAt.current = cost < CHEAP_MS ? 0 : started + cost * PACE;
    };
    // Once a frame, in a task of its own just after the frame is drawn: run inside the frame's callback, the update's
    // render and the browser's style, layout and paint of it were one task, on a slow phone often a long one; apart,
    // input is handled between them, and each is half as long.
    const afterFrame = () => {
      pending.current = {
        timer: 0,
        frame: requestAnimationFrame(() => (pending.current = { timer: window.setTimeout(run), frame: 0 })),
      };
    };
    const wait = nextAt.current - performance.now();
    if (wait > 0) pending.current = { timer: window.setTimeout(afterFrame, wait), frame: 0 };
    else afterFrame();
  }, [text, blocks, live]);
  useEffect(
    () => () => {
      if (!pending.current) return;
      cancelAnimationFrame(pending.current.frame);
      clearTimeout(pending.current.timer);
    },
    [],
  );
  return blocks;
}

/**
 * An answer as markdown: GFM tables and lists, highlighted code, LaTeX. Raw HTML is never rendered. The text is
 * cut into top-level blocks, each rendered on its own, so while an answer streams only its last block renders
 * again: the cost of a token is that of its block, not of the whole answer. `streaming`: the text is still
 * growing, so its last block is half written.
 */
function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const { sources } = useBlocks(text, streaming);
  useEffect(() => {
    if (streaming) answering = true;
  }, [streaming]);
  return (
    <div className={styles.markdown}>
      {sources.map((source, i) => (
        <Block key={i} source={source} growing={streaming && i === sources.length - 1} />
      ))}
    </div>
  );
}

export default memo(Markdown);

/**
 * What answers are made of, one construct per sample: parsed and rendered (not mounted) one sample per idle moment
 * while the question is typed. The first run of each construct's code is slow (not compiled yet), and made the first
 * answer's first updates long tasks on a slow phone.
 */
const WARM_UP = [
  '## 标题\n\n正文 **加粗** *斜体* `代码` [链接](/home)',
  '1. 第一项\n2. 第二项\n   - 子项',
  '| 维度 | 说明 |\n| --- | --- |\n| 一 | 二 |',
  '> 提醒：~~删除~~ https://lucina.example',
];
/** A block each renderer renders, rendered once with it when it has loaded ahead of the answer (see `warmUp`). */
const RENDERER_WARM_UP: Record<Renderer, string> = {
  katex: '每周 $h$ 小时，共 $t_i$ 项',
  // The likeliest language first (markdown-highlight's order): its grammar is compiled then too.
  highlight: '```python\nrate = hours / weeks\n```',
};
let warmed = false;
let renderersWarmed = false;
/**
 * Set once an answer is being written: warm-up steps still waiting are dropped. The answer's own render compiles what
 * it uses; a sample parsed beside it (the question sent before the warm-up was through, an idle moment between two
 * updates) was one of the first answer's longest tasks.
 */
let answering = false;

/**
 * Warms the parser and renderer up in idle time, once. `renderers`: the answer may have maths and code (a model
 * answers, not the offline planner), so KaTeX and highlighting are loaded too, beside it, and each renders a block
 * once in an idle moment of its own (rehype-katex's conversion of KaTeX's output into the tree, like KaTeX's
 * first formula, runs code not compiled yet).
 */
export function warmUp({ renderers = false }: { renderers?: boolean } = {}) {
  const withRenderers = () => {
    if (!renderers || renderersWarmed) return;
    renderersWarmed = true;
    preloadRenderers((name) => {
      const plugin = loadedRenderer(name);
      if (plugin)
        whenIdle(
          () =>
            !answering &&
            ReactMarkdown({ children: RENDERER_WARM_UP[name], remarkPlugins, rehypePlugins: [plugin], components }),
        );
    });
  };
  withRenderers();
  if (warmed) return;
  warmed = true;
  const next = (i: number) => {
    const source = WARM_UP[i];
    if (source === undefined || answering) return;
    splitBlocks(source);
    ReactMarkdown({ children: source, remarkPlugins, components });
    whenIdle(() => next(i + 1));
  };
  whenIdle(() => next(0));
}
