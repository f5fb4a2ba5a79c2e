import { withRetrieved } from './retrieve.js';
import { ChatText } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase } from './knowledge.js';
import { moveOverQuitting } from './move-apart.js';
import { readEmployerNow } from './employer-now.js';
import { readWorkSaid } from './work-said.js';
import { stableAsked } from './stable-asked.js';
import { abroadDegree } from './abroad-degree.js';
import { readEnglish } from './english.js';
import { readSlips } from './typos.js';
import { readSlang } from './slang.js';
import { redirectText } from './scope.js';
import { listedItems } from './dialogue.js';
import { againstPosition, mayOffer } from './situation.js';
import { slotNote, threadNote } from './framing.js';
import { type Reading } from './understand.js';
import { understand } from './thread.js';
import { ownChoiceOnly } from './own-choice.js';
import { withTopicConditionsMet } from './triggers.js';
import { withCaseOfThread } from './case-in-thread.js';
import { withProtectedStatus } from './protected-status.js';
import { assembleParts } from './compose-parts.js';
import { composeSections } from './compose-sections.js';
import { frameSections } from './compose-frame.js';
import { certThread } from './cert-thread.js';
import { unclearReferent } from './follow-unclear.js';

export interface ComposeInput {
  question: string;
  previousQuestions: readonly string[];
  /** The conversation's last answer ('' when this is the first question). */
  previousAnswer?: string;
  /** Every earlier answer, oldest first: a follow-up may point at an item listed two answers back. */
  earlierAnswers?: readonly string[];
  profile: ChatProfile;
}

export interface Composed {
  thinking: string;
  text: string;
  reading: Reading;
  /** Whether the planner's content had something for the question (a model answering it leans on that). */
  grounded: boolean;
}

/**
 * The offline answer: the question read into intent and slots (understand.ts), then composed from the
 * planner content for exactly that, with the asker's result where it matters. Nothing here is canned per
 * question; a line the previous answer already said is not said again.
 */
export function composeAnswer(kb: KnowledgeBase, asked: ComposeInput): Composed {
  const onCert = certThread(asked);
  if (onCert) return onCert(composeAnswer(kb, onCert.asked));
  // '这个证还有用吗' after an answer that named no certificate: asked which one is meant, not guessed.
  const unclear = unclearReferent(kb, asked.question, asked.previousQuestions.at(-1), asked.previousAnswer ?? '');
  if (unclear?.restated) return composeAnswer(kb, { ...asked, question: unclear.restated });
  const read = composeRead(kb, asked, false);
  if (unclear)
    return {
      ...read,
      text: `${ChatText.offlineNotice}\n\n${unclear.text}`,
      thinking: unclear.thinking,
      grounded: true,
    };
  // Nothing in the content found by the question's phrases, names or thread: the entry its words are nearest, when
  // near enough, answers instead of the request to say more.
  if (read.grounded || read.reading.scope !== 'career') return read;
  const near = composeRead(kb, asked, true);
  return near.grounded ? near : read;
}

function composeRead(kb: KnowledgeBase, asked: ComposeInput, nearest: boolean): Composed {
  // '找intern', 'resume怎么写', '考妍', '土木是不是凉了': English career words, keyboard slips and slang read as the
  // words the content uses.
  const readAs = (q: string) => readEnglish(readSlang(readSlips(q)));
  const read = { ...asked, question: readAs(asked.question), previousQuestions: asked.previousQuestions.map(readAs) };
  const threaded = withCaseOfThread(
    kb,
    withTopicConditionsMet(
      understand(kb, { ...read, previousAnswer: read.previousAnswer ?? '' }),
      [read.question, ...read.previousQuestions].join('，'),
    ),
    read.question,
    read.previousQuestions.join('，'),
  );
  const reached = withProtectedStatus(kb, threaded, read.question);
  const retrieved = nearest ? withRetrieved(kb, reached, read.question) : reached;
  // '想辞职和朋友一起创业': the move named, not quitting with nothing lined up.
  // '体制内干了八年要不要辞职出来', '在创业公司上班很迷茫': the asker's employer now, not the ask's phrases.
  // '工资经常拖，要不要走', '地产不行了，我该留还是转': what the asker says of their work now.
  // '不想考公有没有别的稳定工作': stable work asked with the exams set aside (stable-asked.ts); '英国读的硕士，回国考公
  // 务员有什么限制吗': a degree from abroad and whether it counts, a fact (abroad-degree.ts).
  const understood = abroadDegree(
    kb,
    stableAsked(
      kb,
      readWorkSaid(
        kb,
        readEmployerNow(kb, moveOverQuitting(kb, retrieved, read.question), read.question, read.previousQuestions),
        read.question,
      ),
      read.question,
      read.previousQuestions,
    ),
    read.question,
  );
  // '那成都呢？' is answered as the previous question asked about 成都.
  const input = understood.restated ? { ...read, question: understood.restated } : read;
  const reading = ownChoiceOnly(understood, input.question);
  if (reading.scope !== 'career')
    return {
      reading,
      thinking:
        reading.scope === 'social'
          ? '这是一句问候或致谢，我简短回应，并说说我能帮上忙的地方。'
          : '这不是职业规划方面的问题，我简短说明后，告诉你我能帮上忙的地方。',
      text: `${ChatText.offlineNotice}\n\n${redirectText(input.question, reading.scope, listedItems(input.previousAnswer ?? ''))}`,
      grounded: false,
    };
  const { b, verdict, premise, weighed } = assembleParts(kb, reading, input, read);
  const sectioned = composeSections(kb, reading, b, input, read);
  const { strain } = sectioned;
  const { text0, lead, distress } = frameSections(reading, b, input, { ...sectioned, verdict, premise });
  const service = b.service !== undefined ? kb.services.get(String(b.service)) : undefined;
  const offered =
    service &&
    !distress &&
    !strain &&
    !(input.previousAnswer ?? '').includes(`**${service.label}**`) &&
    mayOffer(service, input.question, reading) &&
    !againstPosition(service, b.picked, reading);
  const text = [
    ChatText.offlineNotice,
    lead,
    text0,
    offered ? `## 可以了解的服务\n- **${service.label}**：${service.description}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const sources = [...new Set(b.parts.map((p) => p.from))];
  const thinking = [
    b.readAs ? `我把这个问题理解为：${b.readAs}。` : '这个问题在站内资料里找不到直接对应的内容，我请你补充一点情况。',
    threadNote(reading),
    slotNote(reading),
    sources.length ? `回答依据${sources.slice(0, 4).join('、')}。` : '',
    b.position
      ? `${reading.options.length >= 2 || weighed ? '你在几个选项间犹豫，' : ''}我给出倾向：${b.position}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { reading, thinking, text, grounded: Boolean(b.readAs) };
}
