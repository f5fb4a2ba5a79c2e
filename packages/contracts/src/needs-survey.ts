/** Needs-survey options of SPEC §3, in the order the survey shows them. */
export const NEEDS_SURVEY_NONE = '暂无';

export const NeedsSurveyOptions = {
  work: [
    '职业规划',
    '简历优化',
    '模拟面试',
    '模拟笔试',
    '校招信息',
    '实习直推',
    '国企岗位',
    '公务员考试',
    '入职准备',
    NEEDS_SURVEY_NONE,
  ],
  study: ['国内考研', '留学申请', '发表论文', '竞赛', NEEDS_SURVEY_NONE],
} as const;

export type NeedsSurveyQuestion = keyof typeof NeedsSurveyOptions;

/** SPEC §3: 1 skipped, 2 done (0 not collected yet). */
export const TagCollectState = { notCollected: 0, skipped: 1, done: 2 } as const;

/**
 * Clicking an option (SPEC §4): a selected option is removed; choosing '暂无' leaves only '暂无';
 * choosing any other option removes '暂无'. Order of first selection is kept.
 */
export function toggleSurveyOption(selected: readonly string[], option: string): string[] {
  if (selected.includes(option)) return selected.filter((o) => o !== option);
  if (option === NEEDS_SURVEY_NONE) return [NEEDS_SURVEY_NONE];
  return [...selected.filter((o) => o !== NEEDS_SURVEY_NONE), option];
}

/** Comma-joined tags (SPEC §3) → list; tolerates the full-width comma and stray spaces. */
export function splitSurveyTags(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export function joinSurveyTags(tags: readonly string[]): string {
  return tags.join(',');
}

/** Why a tag list is not acceptable for a question, or null when it is. */
export function surveyTagsProblem(question: NeedsSurveyQuestion, tags: readonly string[]): string | null {
  const allowed: readonly string[] = NeedsSurveyOptions[question];
  const label = question === 'work' ? '求职需求' : '升学需求';
  const unknown = tags.filter((t) => !allowed.includes(t));
  if (unknown.length) return `${label}中有不支持的选项：${unknown.join('、')}`;
  if (new Set(tags).size !== tags.length) return `${label}中有重复的选项`;
  if (tags.length > 1 && tags.includes(NEEDS_SURVEY_NONE)) return `${label}选择“暂无”时不能再选其他选项`;
  return null;
}

/** Start is enabled only when both questions have at least one choice (SPEC §4). */
export function canStartNeedsSurvey(work: readonly string[], study: readonly string[]): boolean {
  return work.length > 0 && study.length > 0;
}
