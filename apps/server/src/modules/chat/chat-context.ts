import { RiasecNames, type MessageRole, type MessageStatus, type RiasecType } from '@lucina/contracts';
import type { ChatProfile, LlmRequest, LlmTurn, RiasecSnapshot } from '../../providers/llm/index.js';
import type { ChatOwner } from './conversation.repository.js';

/**
 * Where chat learns the asker's latest RIASEC result. The assessment feature provides the real one
 * (wired in context.ts); until then the default knows nothing.
 */
export interface ChatContextSource {
  latestResult(owner: ChatOwner): Promise<RiasecSnapshot | null>;
  /** What the asker told the profile-collection pop-up, one line per answer ('目前阶段：本科在读'). */
  profileFacts?(owner: ChatOwner): Promise<string[]>;
  /** Titles of the occupations that best match a result, best first (the report's own ranking). */
  matchedOccupations?(result: RiasecSnapshot, count: number): Promise<string[]>;
}
export const emptyChatContextSource: ChatContextSource = { latestResult: async () => null };

const PLANNER =
  '你是 Lucina，一名专业、耐心的 AI 职业规划师，服务对象是中国的大学生和职场人。请用简体中文回答，' +
  '结构清晰（可使用小标题和要点），给出具体、可执行的建议；不确定的信息要说明，不编造数据、政策或薪资；' +
  '薪资、录取率、报录比、分数线等数字只有在能说明来源时才给出，否则不写具体数字；' +
  '只推荐站内资料中列出的服务；不提供也不猜测任何其他用户的信息；' +
  '与职业规划无关的请求（闲聊、作业、写代码、投资、娱乐等），请礼貌说明你专注于职业规划，并建议用户可以问的职业问题；' +
  '遇到心理危机等超出职业规划范围的问题，建议对方寻求专业帮助。' +
  '先弄清用户问的是哪一个决定或话题、处在什么阶段、排除了什么（如“不想考公”），只回答这一点；' +
  '追问中的“第一个”“它”“刚才说的”指你上一轮列出的条目，追问要接着上一轮补充，不要重复；' +
  '用户在几个选项之间犹豫时，要给出明确倾向并说明理由；付费服务每次最多提一个，且只在切题时提；' +
  '不要用问题原文作标题，不要逐字复述用户资料。';

/** Planner models 1–6: the same planner with one industry's knowledge in focus. */
const INDUSTRY_FOCUS: Record<number, string> = {
  1: '你专注于互联网/IT 行业，熟悉研发、测试、产品、设计、运营和数据等岗位的能力要求、招聘流程与发展路径。',
  2: '你专注于金融行业，熟悉银行、证券、保险、基金和金融科技等领域的岗位、常见证书（如 CPA、CFA、FRM）与招聘特点。',
  3: '你专注于教育行业，熟悉教师资格证、教师招聘考试、高校与教育科技岗位以及教培行业的发展路径。',
  4: '你专注于医疗健康行业，熟悉临床、护理、药学、医学检验、医疗器械和公共卫生等岗位的培养与执业要求。',
  5: '你专注于制造业，熟悉研发、工艺、质量、生产管理、供应链和智能制造等岗位的能力要求与发展路径。',
  6: '你专注于公共部门，熟悉公务员、选调生、事业单位和国企招聘的报考条件、考试内容与职业发展。',
};

/** Earlier turns kept for the model: the newest ones within this many characters. */
const HISTORY_CHAR_BUDGET = 12_000;

function profileLines(profile: ChatProfile): string[] {
  const lines: string[] = [];
  const r = profile.riasec;
  if (r) {
    const names = [...r.hollandCode].map((l) => RiasecNames[l as RiasecType] ?? l).join('、');
    const scores = r.order.map((l) => `${RiasecNames[l]} ${Math.round(r.percent[l])}%`).join('，');
    lines.push(
      `用户最近一次职业兴趣测评（霍兰德 RIASEC）的代码是 ${r.hollandCode}（${names}），各类型得分：${scores}。`,
    );
  }
  const tags = [profile.workTag, profile.layoutTag].filter(Boolean).join(',');
  if (tags) lines.push(`用户在需求调研中选择了：${tags.split(/[,，]/).filter(Boolean).join('、')}。`);
  if (profile.facts?.length) lines.push(`用户填写的背景信息：${profile.facts.join('；')}。`);
  return lines;
}

export function systemPrompt(modelCode: number, profile: ChatProfile): string {
  const parts = [PLANNER, INDUSTRY_FOCUS[modelCode] ?? '', ...profileLines(profile)];
  if (profile.riasec || profile.workTag || profile.layoutTag || profile.facts?.length)
    parts.push('回答时请结合这些信息，但不要逐字复述。');
  return parts.filter(Boolean).join('\n');
}

export interface HistoryTurn {
  role: MessageRole;
  content: string;
  status: MessageStatus;
}

/** Turns the model should see: answered text only, consecutive turns of one role merged, newest within budget. */
function historyTurns(history: readonly HistoryTurn[]): LlmTurn[] {
  const turns: LlmTurn[] = [];
  for (const h of history) {
    if (!h.content.trim() || h.status === 'streaming') continue;
    const last = turns.at(-1);
    if (last?.role === h.role) last.content += `\n\n${h.content}`;
    else turns.push({ role: h.role, content: h.content });
  }
  let budget = HISTORY_CHAR_BUDGET;
  let start = turns.length;
  while (start > 0 && budget - turns[start - 1]!.content.length >= 0) budget -= turns[--start]!.content.length;
  // The model's context must start on a user turn, after the summary of what came before it.
  if (turns[start]?.role === 'assistant') start++;
  const kept = turns.slice(start);
  // The question follows, so a trailing user turn would make two in a row.
  if (kept.at(-1)?.role === 'user') kept.pop();
  const summary = summarize(turns.slice(0, start));
  return summary ? [{ role: 'system', content: summary }, ...kept] : kept;
}

const clip = (text: string, chars: number) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return Array.from(one).length > chars ? `${Array.from(one).slice(0, chars).join('')}…` : one;
};

/**
 * Older turns that no longer fit, in a few lines: what was asked and what each answer put forward (its
 * subheadings and bold items), so a later "刚才说的第一个" can still be resolved.
 */
function summarize(older: readonly LlmTurn[]): string {
  if (!older.length) return '';
  const lines = older.map((t) => {
    if (t.role === 'user') return `- 用户问：${clip(t.content, 60)}`;
    const items = [
      ...t.content.matchAll(/^(?:#{3,6}\s+|\s*\d+[.、]\s*|\s*[-*]\s+(?=\*\*))(?:\*\*)?\[?([^*\n：:（([\]]{2,16})/gm),
    ].map((m) => m[1]!.trim());
    return `- 你答过：${items.length ? `列出了${[...new Set(items)].slice(0, 6).join('、')}` : clip(t.content, 60)}`;
  });
  return ['更早的对话（已压缩）：', ...lines.slice(-SUMMARY_LINES)].join('\n');
}

/** Lines the summary keeps at most (the newest): a long conversation stays within the model's context. */
const SUMMARY_LINES = 20;

/** The one context every provider gets: system prompt with the asker's profile, recent turns, the question. */
export function buildChatContext(input: {
  modelCode: number;
  question: string;
  history: readonly HistoryTurn[];
  profile: ChatProfile;
}): Omit<LlmRequest, 'signal'> {
  return {
    modelCode: input.modelCode,
    question: input.question,
    previousQuestions: input.history.filter((h) => h.role === 'user').map((h) => h.content),
    profile: input.profile,
    messages: [
      { role: 'system', content: systemPrompt(input.modelCode, input.profile) },
      ...historyTurns(input.history),
      { role: 'user', content: input.question },
    ],
  };
}
