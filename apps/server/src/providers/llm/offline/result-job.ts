import { RiasecNames, type RiasecType } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import { namedJobs } from './named.js';
import type { Part } from './parts.js';
import { joinZh, readResult } from './result.js';
import type { Body } from './result-body.js';

/*
 * '我测评结果是C型，现在在做销售，每天都很不开心，要不要换工作': the asker's result held against the job they do now.
 * The timing of a move (跳槽时机) says nothing about whether the work itself is theirs. Where the job's own letters
 * miss the asker's strongest one, the position is to move towards work that holds it, one step at a time (a post
 * within reach first, the job kept while trying); where they hold it, the unease more likely comes from the setting
 * (targets, team, manager), and the position is to stay in the line of work and change that.
 */

/** The job the asker does now: '现在在做销售', '目前是会计', '干了两年销售', or the profile's 职业. */
const NOW = /(?:现在|目前|如今|眼下|这几年|一直)(?:在|正在)?(?:公司)?(?:做|干|当|是|从事)(?:着)?([^，。,？?！!]{2,8})/u;
const DONE = /(?:做|干|当)了(?:[一二两三四五六七八九十\d]+年(?:多)?(?:的)?)([^，。,？?！!]{2,6})/u;
/** Asking whether to leave it, or saying it does not suit. */
const ASKS_MOVE =
  /要不要(?:换|转|辞|走|离)|该不该(?:换|转|辞|走|离)|换不换|转不转|继续(?:做|干)下去|坚持(?:下去)?吗|适合(?:我)?吗|不适合/u;
const UNEASE = /不开心|不快乐|痛苦|煎熬|难受|干不下去|做不下去|很累|好累|不喜欢|讨厌|没意思|没有成就感|内耗|焦虑/u;
/**
 * A target already named ('转行做设计'), or the directions asked ('想转行，有哪些方向'): a change's entry route or the
 * job's usual moves answer that (change.ts, moves.ts), not this.
 */
const TARGET = /转行(?:去|做|当|到)|转(?:去|做|到)|换(?:去|成)?(?:做|当)|哪些方向|什么方向|转什么|做什么好|去哪/u;

const factOf = (profile: ChatProfile, label: string) =>
  profile.facts?.find((f) => f.startsWith(`${label}：`))?.slice(label.length + 1);

/** A role's letters: those of the first catalogue occupation it stands for. */
function codeOf(kb: KnowledgeBase, role: Role): string | undefined {
  return role.codes.map((c) => kb.occupations.get(c)?.hollandCode).find(Boolean);
}

function currentRole(kb: KnowledgeBase, question: string, profile: ChatProfile): Role | undefined {
  const said = NOW.exec(question)?.[1] ?? DONE.exec(question)?.[1];
  const texts = [said, factOf(profile, '职业')].filter((t): t is string => Boolean(t));
  return texts.flatMap((t) => namedJobs(kb, t).roles).find((r) => codeOf(kb, r));
}

/**
 * Roles that lead with the asker's strongest letter, those sharing a letter with the job left first: the
 * experience of the one carries into the other.
 */
function towards(kb: KnowledgeBase, job: Role, jobCode: string, top: RiasecType): Role[] {
  const scored = kb.roles
    .filter((r) => r !== job)
    .map((r) => ({ r, code: codeOf(kb, r) ?? '' }))
    .filter(({ code }) => code.startsWith(top))
    .map(({ r, code }) => ({ r, shared: [...code.slice(1)].filter((l) => jobCode.includes(l)).length }));
  // The job's written moves that lead with the letter come first: they are the steps people in it take.
  const moved = new Set((job.moves ?? []).flatMap((m) => namedJobs(kb, m.to).roles));
  return scored
    .sort((a, b) => Number(moved.has(b.r)) - Number(moved.has(a.r)) || b.shared - a.shared)
    .slice(0, 3)
    .map(({ r }) => r);
}

/** Within this many points of the asker's strongest letter, another letter is as much theirs. */
const NEAR = 15;

/** The part holding the result against the job done now, with its position; null when the question is not that. */
export function resultJobPart(
  kb: KnowledgeBase,
  question: string,
  profile: ChatProfile,
): { part: Part; position: string } | null {
  if (!profile.riasec || TARGET.test(question)) return null;
  if (!ASKS_MOVE.test(question) && !UNEASE.test(question)) return null;
  const job = currentRole(kb, question, profile);
  const jobCode = job && codeOf(kb, job);
  if (!job || !jobCode) return null;
  const r = readResult(profile.riasec);
  const top = r.order[0]!;
  const jobLetters = [...jobCode.slice(0, 3)] as RiasecType[];
  const from = '你的测评结果与现在的工作';
  const heading = `### 你的测评结果和现在的${job.name}`;
  const theirs = `你最突出的是${RiasecNames[top]}（${r.score(top)}%）`;
  const its = `${job.name}的工作以${joinZh(jobLetters.map((l) => RiasecNames[l]))}为主（${jobCode}）`;
  // The job's leading letter is what its days are mostly made of: near the asker's strongest, the work is theirs.
  const lead = jobLetters[0]!;
  if (r.score(lead) >= r.score(top) - NEAR) {
    return {
      part: {
        heading,
        lines: [
          `**我更建议你先留在${job.name}这一行，换的是环境而不是方向**：${theirs}，${its}，工作内容本身和你的兴趣是对得上的。`,
          '- 不开心更可能来自具体的处境：指标压力、团队氛围、直属领导或行业不景气。先写下最让你难受的三件事，看它们属于哪一类。',
          `- 属于环境的，换团队、换公司或换个细分方向做${job.name}，比转行成本低得多，已有的经验也都用得上。`,
          '- 如果三件事都指向工作内容本身，再考虑转方向，同样先在职试一试，别先辞职。',
        ],
        from,
      },
      position: `留在${job.name}这一行、换环境：${theirs}，${its}，兴趣和工作内容对得上，问题更可能在环境。`,
    };
  }
  // The job may hold the asker's letter behind its lead (销售 EC for a C): the part of it that is theirs is named.
  const mismatch = jobLetters.includes(top)
    ? `打头的${RiasecNames[lead]}你只有 ${r.score(lead)}%，${RiasecNames[top]}只是它的次要一面`
    : `${RiasecNames[top]}不在其中`;
  const next = towards(kb, job, jobCode, top);
  const names = next.map((x) => x.name);
  const carry = next.filter((x) => [...(codeOf(kb, x) ?? '').slice(1)].some((l) => jobCode.includes(l)));
  return {
    part: {
      heading,
      lines: [
        `**我更建议你换方向，但先在职试、再换岗，不要先辞职**：${theirs}，而${its}，${mismatch}。每天都提不起劲，很可能不只是累或遇到了难缠的人，而是每天要做的事和你的兴趣错开了。`,
        ...(names.length
          ? [
              `- 更贴近${RiasecNames[top]}的方向：${joinZh(names)}。${carry.length ? `其中${joinZh(carry.map((x) => x.name))}和${job.name}有相通的地方，你现在的经验带得过去。` : ''}`,
            ]
          : []),
        `- 第一步在公司里找：有没有和这些方向相邻、能内部转岗的岗位；${job.name}的经历在内部转岗时最被认可。`,
        '- 同时在业余时间试一试：一门入门课或一个小任务，做一两个月，看是不是真的更投入，再决定要不要离开。',
        `- 什么情况下先留下：让你难受的如果主要是指标、团队或领导，而不是${job.name}的工作内容本身，先换团队或公司，成本更低。`,
      ],
      from,
    },
    position: `换方向，先在职试、再换岗：${theirs}，${its}，${mismatch}。`,
  };
}

/**
 * Leads the answer with the result held against the job done now: a position taken for another question (the
 * timing of a move) and the decision entries beside it give way.
 */
export function leadWithResultJob(kb: KnowledgeBase, b: Body, question: string, profile: ChatProfile): boolean {
  const held = resultJobPart(kb, question, profile);
  if (!held) return false;
  b.parts = b.parts.filter(
    (p) =>
      !p.lines.some((l) => /^\*\*(?:在.+?和.+?之间，)?我更建议你选|^\*\*我的倾向\*\*/u.test(l)) &&
      !p.from.startsWith('决策资料'),
  );
  // The interest tip written for the entry given way ('想跳槽时机时也看看兴趣') would say the result a second time.
  for (const p of b.parts) p.lines = p.lines.filter((l) => !/时也看看兴趣：/u.test(l));
  b.parts = b.parts.filter((p) => p.lines.length);
  const result = b.parts.findIndex((p) => p.from === '你的测评得分');
  b.parts.splice(result + 1, 0, held.part);
  b.position = held.position;
  b.picked = null;
  b.readAs = held.part.heading!.replace(/^### 你的测评结果和现在的(.+)$/u, '测评结果和现在做的$1合不合，要不要换');
  return true;
}
