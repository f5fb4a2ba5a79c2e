import type { ComposeInput, Composed } from './compose.js';
import { certAsked, certFollowRestated, certsNamed } from './cert-fact-asked.js';
import { itemSaying, listedItems } from './dialogue.js';

/*
 * A follow-up asking one side of one certificate ('第一个难考吗' after a list of certificates, '它对找工作有用吗' after
 * 软考, '证券从业好考吗' after the list) is that certificate's question asked on its own: the thread's readings would
 * answer with the list or the entry before again. What the previous answer said is left out, the item of it the
 * certificate was said under is named, and the thinking says which certificate was taken as meant.
 */

/** The answer's lines the previous answer did not say; a section left with none of its own goes. */
function withoutSaid(text: string, previous: string): string {
  const said = new Set(
    previous
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 8),
  );
  const blocks = text.split(/\n(?=#{2,3}\s)/u).map((block, i) => {
    if (i === 0) return block;
    const [heading, ...lines] = block.split('\n');
    const own = lines.filter((l) => !said.has(l.trim()));
    return own.some((l) => l.trim().length > 8 && !l.startsWith('【来源】')) ? [heading, ...own].join('\n') : '';
  });
  return blocks.filter(Boolean).join('\n');
}

/** Where the previous answer said the certificate: the listed item it was said under, or that names it. */
function whereSaid(previous: string, name: string): string | null {
  const items = listedItems(previous);
  const cert = certsNamed(name)[0];
  const said = cert ? previous.match(cert.match)?.[0] : undefined;
  return (said && itemSaying(previous, said)) ?? items.find((i) => !!cert && cert.match.test(i)) ?? null;
}

/** The composition of the certificate's own question, to be made into this turn's answer; null when none is asked. */
export function certThread(asked: ComposeInput): (((c: Composed) => Composed) & { asked: ComposeInput }) | null {
  const before = asked.previousQuestions.at(-1);
  if (before === undefined) return null;
  const restated = certAsked(asked.question)
    ? { question: asked.question, pointed: '' }
    : certFollowRestated(asked.question, before, asked.previousAnswer ?? '');
  if (!restated || !certAsked(restated.question)) return null;
  const alone: ComposeInput = {
    ...asked,
    question: restated.question,
    previousQuestions: [],
    previousAnswer: '',
    earlierAnswers: [],
  };
  const previous = asked.previousAnswer ?? '';
  const cert = certAsked(restated.question)!.cert;
  const item = whereSaid(previous, restated.question);
  const first = listedItems(previous)[0];
  const note = restated.pointed
    ? `这是接着上一轮的追问，你指的是「${restated.pointed}」。`
    : '这是接着上一轮的追问，你问的是其中一个证书本身。';
  return Object.assign(
    (c: Composed) => {
      const text = withoutSaid(c.text, previous);
      // Named only when the answer names nothing the previous one listed: the thread is otherwise plain.
      const named = listedItems(previous).some((i) => text.includes(i));
      const link =
        item && !named && !cert.name.includes(item)
          ? `上一轮说到“${item}”时提到了这张证，这里单独展开${cert.name}：`
          : !named && first && certsNamed(before).includes(cert)
            ? `上一轮讲${cert.name}时列了“${first}”等几项，这里接着说你问的这一点：`
            : '';
      const [notice, ...rest] = text.split('\n\n');
      return {
        ...c,
        text: link ? [notice, link, ...rest].join('\n\n') : text,
        thinking: `${note}\n${c.thinking}`,
      };
    },
    { asked: alone },
  );
}
