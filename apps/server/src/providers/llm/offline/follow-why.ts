import { itemSaying, listedItems } from './dialogue.js';
import type { KnowledgeBase } from './knowledge.js';
import type { ChatProfile } from '../llm.provider.js';
import { optionsNamed } from './decision-options.js';
import { namedJobs, namedMajors } from './named.js';
import { readAlone, type Reading } from './understand.js';

const NO_PROFILE: ChatProfile = { riasec: null, workTag: '', layoutTag: '', facts: [] };

/*
 * '为什么不推荐做测试', '你为啥没说考公', '为什么不建议考研': a thing the asker expected and did not hear. A counsellor
 * says whether it was in fact said (and where), what it is in the content's own words, why it was not put forward
 * for this question, and when it would be the right choice; not the reasons for what was put forward.
 */

const ASKS_WHY_NOT =
  /(?:为什么|为啥|怎么|咋)(?:你)?(?:不|没有?)(?:推荐|建议|说|提|列|考虑|讲|让我)?(?:我)?(?:去|做|当|选|学|考|读|走)?([^，,。？?！!\s]{2,10}?)(?:呢|啊|吗|这条路|这个方向)?\s*[？?！!。]*$/u;

/** What the question asks about, when it asks why something was not recommended. */
export function whyNotAsked(question: string): string | null {
  const m = ASKS_WHY_NOT.exec(question.trim());
  const thing = m?.[1]?.replace(/^(?:推荐|建议|说|提)/u, '');
  return thing && Array.from(thing).length >= 2 ? thing : null;
}

/** A line of the previous answer that says the thing (in any letter case: 'sql' is SQL), as plain text. */
export function lineSaying(answer: string, thing: string): string | null {
  const lower = thing.toLowerCase();
  const line = answer.split('\n').find((l) => l.toLowerCase().includes(lower) && !/^#/u.test(l.trim()));
  return line
    ? line
        .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
        .replace(/^\s*(?:[-*+]|\d+[.、)])\s*/u, '')
        .replace(/[*_`]/gu, '')
        .trim()
    : null;
}

/**
 * The reply, or null when the question asks no why-not. The thing is looked up as a job, a major or an option of the
 * decision the conversation is on; found nowhere, the reply says the content has nothing on it and asks one question.
 */
export function whyNotLines(
  kb: KnowledgeBase,
  reading: Reading,
  question: string,
  previousAnswer: string,
): string[] | null {
  const thing = whyNotAsked(question);
  if (!thing || !previousAnswer) return null;
  const on = reading.followUp?.previous ?? reading;
  const listed = listedItems(previousAnswer).slice(0, 3).join('、');
  const said = lineSaying(previousAnswer, thing);
  const under = itemSaying(previousAnswer, thing);
  // '测试' is said of a job as '测试工程师', '软件测试': the names the content uses for it.
  const jobs = [thing, `${thing}工程师`, `软件${thing}`, `${thing}员`].map((t) => namedJobs(kb, t));
  const role = jobs.find((j) => j.roles.length)?.roles[0];
  const occupation = jobs.find((j) => j.occupations.length)?.occupations[0];
  const major = namedMajors(kb, thing)[0];
  const option = optionsNamed(on.decision, thing)[0];
  // '为什么不建议考研' after a lean the other way: the lean's reasons answer it (framing.ts's whyLines).
  if (option && /我更建议你选|\*\*我的倾向\*\*/u.test(previousAnswer)) return null;
  const lines: string[] = [];
  lines.push(
    said
      ? `上一轮其实说到了${thing}${under ? `，在“${under}”那一条里` : ''}：“${Array.from(said).slice(0, 80).join('')}${Array.from(said).length > 80 ? '…' : ''}”。它没有单独列成一项，是因为上一轮按${listed ? `${listed}这样的大方向` : '大方向'}来分，不是说它不好。`
      : `上一轮没有列${thing}，不是因为它不好：上一轮列的${listed || '几项'}是这个问题最常见的几条路，${thing}不在其中，但可以单独看。`,
  );
  if (role)
    lines.push(`**${role.name}做什么**：${role.summary}`, `**怎么入行**：${role.entry}`, `**往后的路**：${role.path}`);
  else if (occupation) lines.push(`**${occupation.titleZh}做什么**：${occupation.summaryZh}`);
  else if (major) lines.push(`**${major.name}**：${major.summary}`);
  else if (option) {
    lines.push(
      `**什么情况下选${option.name}**：${option.fitsWhen.slice(0, 2).join('')}`,
      `**选${option.name}要接受的**：${option.costs.slice(0, 2).join('')}`,
    );
  } else {
    // '考公' after a list of jobs: the entry its name reaches, in its own framing.
    const entry = readAlone(kb, thing, NO_PROFILE);
    if (entry.decision)
      lines.push(
        `**${entry.decision.title}**：${entry.decision.framing}`,
        entry.decision.considerations
          .slice(0, 2)
          .map((c) => `- ${c}`)
          .join('\n'),
      );
    else if (entry.topic)
      lines.push(
        `**${entry.topic.name}**：`,
        entry.topic.points
          .slice(0, 3)
          .map((c) => `- ${c}`)
          .join('\n'),
      );
  }
  if (lines.length === 1)
    return [
      ...lines,
      `站内资料里没有专门讲${thing}的内容，我不想凭印象下结论。你是在考虑${thing}，还是有人推荐给你？说说你看中它的哪一点，我按那一点帮你和上一轮的几项比一比。`,
    ];
  lines.push(
    `要不要把${thing}也放进你的选项，看两点：它每天做的事你愿不愿意做，它的入行门槛你现在离得多远。想的话，告诉我你的情况，我把它和${listed ? `上一轮的${listed.split('、')[0]}` : '上一轮的几项'}放在一起比。`,
  );
  return lines;
}
