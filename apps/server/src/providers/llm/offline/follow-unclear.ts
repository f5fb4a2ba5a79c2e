import type { KnowledgeBase } from './knowledge.js';
import { certsNamed } from './cert-fact-asked.js';
import { listedItems, pointedItem } from './dialogue.js';
import { namedJobs, studiedMajors } from './named.js';

/*
 * A follow-up whose pointer the previous answer cannot settle: '这个证还有用吗' after an answer that named no
 * certificate, or several with none singled out; '它难吗' after a list of outlets or jobs, where 它 may be any of them
 * or the major asked about. Guessing answers a question the asker did not ask (the threads' readings would answer
 * with the entry before again, or a neighbouring topic), so the answer says what is unclear and asks one short
 * question naming the candidates the previous answer gave. One certificate named before is the one meant, and the
 * question is asked of it by name.
 */

/** '这个证', '那个证书', '该证', '这考试': a certificate pointed at, not named. */
const CERT_POINTER = /(?:这个|那个|这张|那张|这|那|该|此)(?:证书?|资格证|考试)/u;
/** A bare 它 standing for one thing (not 它们, which asks of every listed item: follow-each-item.ts). */
const BARE_IT = /它(?!们)/u;
/** '这个工作', '那个方向', '这份工作': one of the listed things pointed at as 它 is, by its kind alone. */
const KIND_POINTER = /(?:这个|那个|这份|那份|这种|这一?类|这)(?:工作|岗位|职业|方向|行业?)/u;
/** A question that asks for a list of things (outlets, jobs, directions), so its answer names no single thing. */
const ASKS_LIST =
  /哪些|哪几|什么工作|什么岗位|什么职业|能干嘛|能干什么|能做什么|可以做什么|还能做|出路|方向|适合什么|适合做什么|有什么选择/u;
/** Words of the follow-up that name its own subject: then it is read as asked. */
const OWN_NAME = /[A-Za-z]{2,}|专业|岗位|工作|职业|公司|行业|城市/u;

export interface Unclear {
  /** The follow-up asked again of the one certificate the previous answer named, when it named exactly one. */
  restated?: string;
  text: string;
  thinking: string;
}

/** The certificates' short names (without their bracketed aliases), each once, in the order said. */
const certNames = (text: string) => [...new Set(certsNamed(text).map((c) => c.name.replace(/[（(].*$/u, '')))];

/** What the previous answer was about, by its first items ('“考研”和“工作”'), to name it back. */
const said = (answer: string) =>
  listedItems(answer)
    .slice(0, 2)
    .map((i) => `“${i}”`)
    .join('和');

/** What the previous answer leaves unsettled for this follow-up; null when the pointer is clear or absent. */
export function unclearReferent(
  kb: KnowledgeBase,
  question: string,
  previousQuestion: string | undefined,
  previousAnswer: string,
): Unclear | null {
  const q = question.trim();
  if (previousQuestion === undefined || !previousAnswer || Array.from(q).length > 16) return null;
  if (pointedItem(q) !== null || certsNamed(q).length) return null;
  const pointer = CERT_POINTER.exec(q)?.[0];
  if (pointer) {
    const named = certNames(`${previousQuestion}\n${previousAnswer}`);
    if (named.length === 1)
      return {
        restated: q.replace(pointer, named[0]!),
        text: '',
        thinking: `上一轮只提到一个证书：${named[0]}，“${pointer}”指的就是它。`,
      };
    const candidates = named.slice(0, 4);
    const lead = candidates.length
      ? `上一轮提到了${candidates.join('、')}${named.length > candidates.length ? '等' : ''}几个证书，没有单说哪一个，所以“${pointer}”指哪一个我确定不了，不想猜错了答非所问。`
      : `上一轮说的${said(previousAnswer) || `“${previousQuestion}”`}里没有提到具体的证书，所以“${pointer}”指哪一个我确定不了，不想猜一个答非所问。`;
    const ask = candidates.length
      ? `你问的是${candidates.join('、')}里的哪一个？`
      : '你说的是哪一个证？把名字告诉我（比如教师资格证、初级会计、软考、CPA）。';
    return {
      text: [
        lead,
        ask,
        '知道是哪一个以后，我按它是不是岗位门槛、难不难考、什么时候考、对找工作有没有用来说，并标明资料出处。',
      ].join('\n\n'),
      thinking: `这是接着上一轮的追问，但“${pointer}”在上一轮里没有唯一所指，我先问清是哪一个证。`,
    };
  }
  const kind = KIND_POINTER.exec(q)?.[0];
  // '学校心理老师这个工作累吗': the job is named, and the pointer only repeats it.
  const inQuestion = kind ? namedJobs(kb, q) : null;
  if (inQuestion && inQuestion.roles.length + inQuestion.occupations.length) return null;
  const pointed = kind ? q.replace(kind, '它') : q;
  if (!BARE_IT.test(pointed) || OWN_NAME.test(pointed) || !ASKS_LIST.test(previousQuestion)) return null;
  if (pointedItem(previousQuestion) !== null) return null;
  const items = listedItems(previousAnswer);
  if (items.length < 3) return null;
  // '这个工作' points at a job listed, never at the major itself.
  const major = kind && /工作|岗位|职业/u.test(kind) ? undefined : studiedMajors(kb, previousQuestion)[0]?.name;
  // '律师需要考哪些证' then '它适合什么性格的人': the job asked about is 它 (a major named beside a job word, '会计专业
  // 能做哪些工作', still leaves the major and its outlets to choose from).
  const jobs = namedJobs(kb, previousQuestion);
  // A job named before settles 这个方向 too: it is that job's line of work.
  if ((kind || !major) && jobs.roles.length + jobs.occupations.length) return null;
  const shown = items.slice(0, 3);
  const choices = [...(major ? [`${major}这个专业本身`] : []), ...shown.map((i) => `“${i}”`)];
  return {
    text: [
      `上一轮列了${items.length}项（${shown.join('、')}……），“${kind ?? '它'}”可以指其中任何一项${major ? `，也可以指${major}这个专业本身` : ''}，我确定不了你问的是哪一个，不想猜一个答非所问。`,
      `你问的是${choices.join('、')}，还是别的哪一项？直接说名字，或者说“第几个”都行。`,
      '知道是哪一个以后，我只说它这一点，不再重复上一轮的清单。',
    ].join('\n\n'),
    thinking: `这是接着上一轮的追问，但上一轮列了好几项，“${kind ?? '它'}”没有唯一所指，我先问清是哪一个。`,
  };
}
