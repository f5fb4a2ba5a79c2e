import type { RiasecType } from '@lucina/contracts';
import type { StoredResult } from '../../../db/schema/index.js';
import { riasecContent } from '../content.js';
import { consistencyView, differentiationView } from '../explain.js';
import { fitLabelOf, type Ranking } from '../matching.js';

/** Everything a narrative may say, gathered once so both writers tell the same facts. */
export interface NarrativeInput {
  hollandCode: string;
  types: Array<{ type: RiasecType; nameZh: string; percent: number; summaryZh: string; keywordsZh: string[] }>;
  consistencyZh: string;
  differentiationZh: string;
  occupations: Array<{ titleZh: string; fitZh: string; hollandCode: string; summaryZh: string; majors: string[] }>;
  /** Needs-survey choices; empty when not given or '暂无'. */
  workTags: string[];
  layoutTags: string[];
  /** Extracted résumé text, files joined. */
  resumeText: string;
}

const tagsOf = (joined: string) =>
  joined
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && t !== '暂无');

export function buildNarrativeInput(
  result: StoredResult,
  ranking: Ranking,
  user: { workTag: string; layoutTag: string },
  resumeText: string,
): NarrativeInput {
  return {
    hollandCode: result.hollandCode,
    types: result.order.map((t) => {
      const { nameZh, summaryZh, keywordsZh } = riasecContent.types[t];
      return { type: t, nameZh, percent: result.percent[t], summaryZh, keywordsZh };
    }),
    consistencyZh: consistencyView(result).explanationZh,
    differentiationZh: differentiationView(result).explanationZh,
    occupations: ranking.matches.slice(0, 6).map((m) => ({
      titleZh: m.profile.titleZh,
      fitZh: fitLabelOf(m.fit),
      hollandCode: m.profile.hollandCode,
      summaryZh: m.profile.summaryZh,
      majors: m.profile.majors,
    })),
    workTags: tagsOf(user.workTag),
    layoutTags: tagsOf(user.layoutTag),
    resumeText,
  };
}
