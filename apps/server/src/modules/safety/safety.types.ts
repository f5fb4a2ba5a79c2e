/**
 * Why the gate declines: content that must not be produced (the first nine) and requests the planner declines
 * by policy (homework, medical dosing and diagnosis). `self_harm` also covers a person in distress.
 */
export const SAFETY_CATEGORIES = [
  'illegal',
  'violence',
  'self_harm',
  'porn',
  'gambling_drugs',
  'fraud',
  'discrimination',
  'politics',
  'privacy',
  'homework',
  'medical',
] as const;

export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];

export const SAFETY_CATEGORY_LABELS: Record<SafetyCategory, string> = {
  illegal: '违法犯罪',
  violence: '暴力',
  self_harm: '自伤与心理危机',
  porn: '色情',
  gambling_drugs: '赌博与毒品',
  fraud: '诈骗',
  discrimination: '歧视',
  politics: '政治敏感',
  privacy: '隐私',
  homework: '代写作业',
  medical: '医疗用药与诊断',
};

export const isSafetyCategory = (value: string): value is SafetyCategory =>
  (SAFETY_CATEGORIES as readonly string[]).includes(value);

/** Which text is checked: the asker's question, or the answer being generated. */
export type SafetyStage = 'question' | 'answer';

export type SafetyVerdict =
  | { pass: true }
  | {
      pass: false;
      category: SafetyCategory;
      /** What matched, for the review queue: `keyword:…`, `pinyin:…`, `rule:…`, or the remote service's label. */
      rule: string;
      provider: string;
    };

export const PASS: SafetyVerdict = { pass: true };

/** One moderation service: the local library, or a cloud text-moderation API. */
export interface ModerationProvider {
  readonly name: string;
  moderate(text: string, stage: SafetyStage): Promise<SafetyVerdict>;
}
