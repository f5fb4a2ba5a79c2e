import { NEEDS_SURVEY_NONE, type InduceMessage } from '@lucina/contracts';

/** What the planner knows before the first question: the latest test result and the needs-survey choices. */
export interface InduceInput {
  /** The latest submitted result: its Holland code and the Chinese names of the code's letters. */
  result: { hollandCode: string; typeNames: string[] } | null;
  /** Titles of the best-matching occupations for that result, best first. */
  occupations: string[];
  /** Needs-survey choices, work then study. */
  tags: string[];
  /** Good first questions for anyone (the home prompts), used when nothing personal fills the list. */
  general: readonly string[];
  /** The greeting for someone the planner knows nothing about yet (operators edit it). */
  generalGreeting: string;
}

export const QUESTION_COUNT = 4;

/** One question per needs-survey option (SPEC §3), keyed by the option's exact text. */
const TAG_QUESTIONS: Readonly<Record<string, string>> = {
  职业规划: '如何规划未来三年的职业发展？',
  简历优化: '帮我看看简历应该突出哪些内容？',
  模拟面试: '面试前我应该做哪些准备？',
  模拟笔试: '校招笔试一般考什么，怎么准备？',
  校招信息: '校招一般什么时候开始，怎样安排投递节奏？',
  实习直推: '大学生怎样找到一份好实习？',
  国企岗位: '想进国企需要做哪些准备？',
  公务员考试: '考公务员需要怎样准备？',
  入职准备: '刚入职的第一个月，我应该重点做好哪些事？',
  国内考研: '考研应该怎样选择院校和专业？',
  留学申请: '出国留学需要提前准备什么？',
  发表论文: '本科生怎样发表第一篇论文？',
  竞赛: '哪些竞赛对求职和保研最有帮助？',
};

const quote = (title: string) => `「${title}」`;

/** Questions about the user's own result: their code, their top occupations, what their types mean at work. */
function resultQuestions(result: NonNullable<InduceInput['result']>, occupations: readonly string[]): string[] {
  const [first, second] = occupations;
  const code = `${result.hollandCode}（${result.typeNames.join('、')}）`;
  return [
    `我的霍兰德兴趣代码是 ${code}，适合往哪些职业方向发展？`,
    ...(first ? [`${quote(first)}具体做什么？我现在可以怎样为它做准备？`] : []),
    ...(first && second ? [`${quote(first)}和${quote(second)}，哪个更适合我？`] : []),
    `作为 ${result.hollandCode} 型的人，我在工作中有哪些优势，需要注意什么？`,
  ];
}

/** Alternates two lists, starting with the first. */
function interleave(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}

function greetingFor({
  result,
  occupations,
  tags,
  generalGreeting,
}: Pick<InduceInput, 'result' | 'occupations' | 'tags' | 'generalGreeting'>): string {
  if (result) {
    const matches = occupations.length ? `，与你最匹配的职业有${occupations.slice(0, 3).map(quote).join('、')}` : '';
    return (
      `根据你最近一次职业测评，你的霍兰德兴趣代码是 ${result.hollandCode}（${result.typeNames.join('、')}）${matches}。` +
      '想深入了解哪个方向，点下面的问题或直接问我。'
    );
  }
  if (tags.length) {
    return (
      `你在需求调研中关注${tags.join('、')}，我先准备了几个相关的问题。` +
      '做完 AI 职业测评后，我还能结合你的兴趣类型给出更贴合的建议。'
    );
  }
  return generalGreeting;
}

/**
 * The planner's opening message (SPEC §7 induceMessage): a user who finished the test is asked about their
 * own Holland code and top occupations, survey choices add their topics, and good general questions fill
 * the rest, so a visitor still gets four.
 */
export function composeInduceMessage(input: InduceInput): InduceMessage {
  const tags = input.tags.filter((t) => t !== NEEDS_SURVEY_NONE);
  const tagged = tags.flatMap((t) => (TAG_QUESTIONS[t] ? [TAG_QUESTIONS[t]] : []));
  // The code and the best match lead; survey topics then alternate with the other result questions.
  const own = input.result ? resultQuestions(input.result, input.occupations) : [];
  const personal = [...own.slice(0, 2), ...interleave(tagged, own.slice(2))];
  const questions = [...new Set([...personal, ...input.general])].slice(0, QUESTION_COUNT);
  return {
    greeting: greetingFor({ ...input, tags }),
    questions,
    basis: { hollandCode: input.result?.hollandCode ?? null, occupations: input.occupations, tags },
  };
}
