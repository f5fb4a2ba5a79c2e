import { RiasecNames } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { Choice } from './choice.js';
import type { KnowledgeBase } from './knowledge.js';
import { fitScore, joinZh, readResult, sharedStrong } from './result.js';
import type { Part } from './parts.js';
import { namedJobs } from './named.js';

/*
 * '数据分析师和产品经理哪个更适合我': two jobs weighed for someone whose result is known. What decides it is how each
 * job's usual interest code meets theirs, so the position says that, with the codes, rather than a general rule.
 */

/** The usual Holland code of a job named in words: a hand-written role's first occupation, else the occupation. */
export function codeOf(kb: KnowledgeBase, name: string): string | null {
  // A bare short name read with its verb ('HR' as '做HR'), as the asker's '做销售还是HR' means.
  const found = namedJobs(kb, name);
  const { roles, occupations } = found.roles.length || found.occupations.length ? found : namedJobs(kb, `做${name}`);
  const role = roles[0];
  const o = role ? kb.occupations.get(role.codes[0] ?? '') : occupations[0];
  return o?.hollandCode ?? null;
}

export function fitChoice(
  kb: KnowledgeBase,
  choice: Choice,
  profile: ChatProfile,
  question: string,
): { part: Part; position: string } | null {
  // Asked which suits them, or which to take (their result is what the answer knows of them).
  if (!profile.riasec || !/适合|匹配|合适|更像我|对口|选哪|哪个好|哪个更/.test(question)) return null;
  const codes = choice.options.map((o) => codeOf(kb, o));
  if (codes.some((c) => !c)) return null;
  const r = readResult(profile.riasec);
  // Tied overall, the job that holds the asker's strongest interest at all is the closer one ('AES': UI 设计's IAC
  // holds A, 产品经理's ECI does not).
  const top = r.order[0]!;
  const scores = codes.map((c) => fitScore(r.order, c!.slice(0, 3)) * 2 + (c!.slice(0, 3).includes(top) ? 1 : 0));
  if (scores[0] === scores[1]) return null;
  const [pick, other] = scores[0]! > scores[1]! ? [0, 1] : [1, 0];
  // Where each shared letter stands in the job's code: a job led by the asker's strongest interest fits better
  // than one where it comes last, though both 'share' it.
  const says = (i: number) => {
    const code = codes[i]!.slice(0, 3);
    const shared = sharedStrong(r, code).map((l) => `${RiasecNames[l]}（排第 ${code.indexOf(l) + 1}）`);
    return `${choice.options[i]}常见的兴趣代码是 ${codes[i]}，${shared.length ? `和你的 ${r.code} 共有${joinZh(shared)}` : `和你的 ${r.code} 交集不多`}`;
  };
  const a = choice.options[pick]!;
  const b = choice.options[other]!;
  const why = `按你的测评，${a}和你的兴趣更对得上`;
  return {
    part: {
      lines: [
        `**在${a}和${b}之间，我更建议你选${a}**。${why}。`,
        `- ${says(pick)}。`,
        `- ${says(other)}。`,
        `- 兴趣只说明你愿不愿意长期做这类事；能力和机会也要看：去招聘软件各看十条${a}和${b}的岗位要求，再各找一位在做的人聊聊日常，和测评对一对。`,
      ],
      from: '你的测评得分与职业资料',
    },
    position: `${a}：${why}。`,
  };
}
