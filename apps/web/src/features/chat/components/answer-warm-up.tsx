import { startTransition, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadedRenderer, whenIdle } from '@/components/ui/markdown-renderers';
import type { AntdRoot } from '@/lib/antd-root';
import { useAnswerStreamStore } from '../hooks/answer-stream-store';
import { AnswerBubble, type AnswerView } from './message-item';
import styles from './chat.module.css';

/**
 * A small answer made of what answers are made of (a heading, emphasis, inline code, a link, a list, a table, a quote),
 * and maths and code when KaTeX and highlighting have loaded (a model answers: the composer asked for them).
 */
const SAMPLE = [
  '## 示例',
  '先说结论：**数据分析**更稳妥，*产品经理*可作为之后的目标，见 `SQL` 和[说明](https://lucina.example)。',
  '1. 第一项\n2. 第二项\n   - 子项',
  '| 维度 | 说明 |\n| --- | --- |\n| 门槛 | 中 |',
  '> 提醒：以当年公告为准。',
];
const SAMPLE_MATHS = '每周 $h$ 小时，共 $n$ 项：\n\n$$\nW = \\frac{t}{h}\n$$';
const SAMPLE_CODE = '```python\nrate = hours / weeks\n```';

/** The sample as the answer's bubble shows it: `text` so far, still streaming or saved. */
const answer = (text: string, live: boolean): AnswerView => ({
  id: null,
  text,
  thinking: '示例',
  live,
  waiting: false,
  terminated: false,
  error: null,
  likeOrStomp: 0,
});

const noop = () => {};

/** How long a warm-up step waits for idle time before it runs anyway (the page busy with the question typed). */
const STEP_TIMEOUT_MS = 300;

/** Calls `committed` once what it is part of has been committed (and so will be laid out in the next frame). */
function Committed({ committed }: { committed: () => void }) {
  useEffect(() => void committed(), [committed]);
  return null;
}

let started = false;

/**
 * Warms the answer's bubble up while the question is typed (the composer asks, on focus or typing, beside markdown.tsx's
 * `warmUp` of the parser and renderers): MOUNTED once, off screen, with a small sample: half of it streaming, all of
 * it streaming, then saved (the action bar's antd buttons), then unmounted, each step in a task of its own, rendered in a transition (interrupted for input). React's first
 * mount of these components, antd's first render of theirs, the markdown pipeline's first run over each construct and
 * the browser's first style and layout of them happen before the first token, not in the first text's frame, which
 * made the first answer's longest task on a slow phone.
 *
 * The sample is in a container of its own outside the app's root: fixed, `visibility: hidden` (neither painted nor in
 * the accessibility tree), `aria-hidden`, `inert`, `contain: strict` (its layout is its own); it is removed after.
 *
 * `Provider`: antd's provider (lib/antd-root), loaded beside this module. Once per page.
 */
export function mountSample(Provider: typeof AntdRoot) {
  if (started) return;
  started = true;
  // Too late: an answer is already being written (the question was sent before the warm-up's code arrived). Its own
  // frames would then pay for the sample as well.
  const answering = () => useAnswerStreamStore.getState().draft !== null;
  if (answering()) return;
  // Only renderers already loaded: the sample never loads one (the offline planner's answers need neither).
  const blocks = [
    ...SAMPLE,
    ...(loadedRenderer('katex') ? [SAMPLE_MATHS] : []),
    ...(loadedRenderer('highlight') ? [SAMPLE_CODE] : []),
  ];
  const full = blocks.join('\n\n');
  const half = blocks.slice(0, Math.ceil(blocks.length / 2)).join('\n\n');
  const steps: AnswerView[] = [answer(half, true), answer(full, true), answer(full, false)];

  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('data-warm-up', '');
  host.inert = true;
  host.style.cssText =
    'position:fixed;top:0;left:0;width:100%;height:100%;overflow:hidden;contain:strict;visibility:hidden;' +
    'pointer-events:none;z-index:-1';
  document.body.appendChild(host);
  const root: Root = createRoot(host);

  const show = (i: number) => {
    const view = steps[i];
    if (!view || answering()) {
      whenIdle(() => {
        root.unmount();
        host.remove();
      }, STEP_TIMEOUT_MS);
      return;
    }
    const next = () => whenIdle(() => show(i + 1), STEP_TIMEOUT_MS);
    startTransition(() =>
      root.render(
        <Provider feedback={false}>
          <div className={styles.thread}>
            <AnswerBubble
              answer={view}
              showThinking
              onRate={view.live ? undefined : noop}
              onReport={noop}
              onRegenerate={noop}
            />
          </div>
          <Committed key={i} committed={next} />
        </Provider>,
      ),
    );
  };
  show(0);
}
