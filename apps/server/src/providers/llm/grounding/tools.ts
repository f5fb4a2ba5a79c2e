import { RIASEC_TYPES } from '@lucina/contracts';
import type OpenAI from 'openai';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Occupation } from '../offline/knowledge.js';
import { namedJobs } from '../offline/named.js';
import { tokenize } from '../offline/tokenize.js';
import { occupationFact } from './context.js';

/** Functions the model may call; every one reads the project's data or the asker's own profile, nothing else. */
export const PLANNER_TOOLS: OpenAI.Chat.Completions.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'lookup_occupation',
      description: '按名称或职业代码查询站内职业资料（做什么、兴趣类型、相关专业、入行准备、职业页面链接）。',
      parameters: {
        type: 'object',
        properties: { name: { type: 'string', description: '职业名称（如“产品经理”“小学教师”）或职业代码' } },
        required: ['name'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_occupations',
      description: '按霍兰德兴趣代码（如 IAS）和/或关键词搜索站内职业，最多返回 6 个。',
      parameters: {
        type: 'object',
        properties: {
          interest_code: { type: 'string', description: '一到三个 RIASEC 字母' },
          keyword: { type: 'string' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'read_my_latest_result',
      description: '读取提问者本人最近一次职业兴趣测评的结果（兴趣代码和各类型得分）。',
      parameters: { type: 'object', properties: {} },
    },
  },
];

const LIMIT = 6;

function lookup(kb: KnowledgeBase, name: string): Occupation[] {
  const byCode = kb.occupations.get(name.trim());
  if (byCode) return [byCode];
  // An occupation's own title ('会计师/审计师', as the context names it) is that occupation, not every card whose
  // alias it holds ('审计师' of the 审计 card).
  const byTitle = [...kb.occupations.values()].find((o) => o.titleZh === name.trim());
  if (byTitle) return [byTitle];
  const jobs = namedJobs(kb, name);
  const named = [...jobs.roles.flatMap((r) => r.codes.map((c) => kb.occupations.get(c)!)), ...jobs.occupations];
  // Two cards may link the same occupation ('审计' and '会计/财务' both to 会计师/审计师): each is returned once.
  if (named.length) return [...new Map(named.map((o) => [o.code, o])).values()].slice(0, 3);
  const hits = kb.indexes.occupation.search(
    tokenize(name).map((term) => ({ term, weight: 1 })),
    3,
  );
  return hits.map((h) => kb.occupations.get(h.id)!);
}

function search(kb: KnowledgeBase, code: string, keyword: string): Occupation[] {
  const letters = [...code.toUpperCase()].filter((l) => (RIASEC_TYPES as readonly string[]).includes(l));
  let pool = [...kb.occupations.values()];
  if (keyword.trim())
    pool = lookup(kb, keyword).concat(
      kb.indexes.occupation
        .search(
          tokenize(keyword).map((term) => ({ term, weight: 1 })),
          30,
        )
        .map((h) => kb.occupations.get(h.id)!),
    );
  const fits = (o: Occupation) => letters.every((l) => o.hollandCode.includes(l));
  const rank = (o: Occupation) =>
    letters.reduce((n, l, i) => n + (o.hollandCode[i] === l ? 2 : o.hollandCode.includes(l) ? 1 : 0), 0);
  const found = letters.length ? pool.filter(fits).sort((a, b) => rank(b) - rank(a)) : pool;
  return [...new Map(found.map((o) => [o.code, o])).values()].slice(0, LIMIT);
}

export interface ToolRun {
  /** What the thinking area shows while it runs. */
  label: string;
  /** The tool message content (JSON). */
  result: string;
}

const args = (raw: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');

/** Runs one tool call against the knowledge base and the asker's own profile (there is no other user here). */
export function runTool(kb: KnowledgeBase, profile: ChatProfile, name: string, rawArgs: string): ToolRun {
  const a = args(rawArgs);
  const facts = (list: Occupation[]) => JSON.stringify({ occupations: list.map((o) => occupationFact(kb, o)) });
  switch (name) {
    case 'lookup_occupation':
      return { label: `查询职业资料：${str(a.name)}`, result: facts(lookup(kb, str(a.name))) };
    case 'search_occupations': {
      const code = str(a.interest_code);
      const keyword = str(a.keyword);
      return {
        label: `搜索职业：${[code, keyword].filter(Boolean).join(' ')}`,
        result: facts(search(kb, code, keyword)),
      };
    }
    case 'read_my_latest_result': {
      const r = profile.riasec;
      const result = r
        ? { hollandCode: r.hollandCode, order: r.order, percent: r.percent, takenAt: r.takenAt }
        : { none: '用户还没有完成职业兴趣测评' };
      return { label: '读取你的最新测评结果', result: JSON.stringify(result) };
    }
    default:
      return { label: `未知工具：${name.slice(0, 40)}`, result: JSON.stringify({ error: 'unknown tool' }) };
  }
}
