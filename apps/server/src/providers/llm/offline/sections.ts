import type { RiasecType } from '@lucina/contracts';
import { occupationPagePath } from '@lucina/contracts';
import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Occupation } from './knowledge.js';

/** Small shared pieces of the planner's answers and of the model's context. */

export function typeNames(kb: KnowledgeBase, code: string): string {
  return [...code].map((l) => `${l}（${kb.types.get(l as RiasecType)?.nameZh ?? l}）`).join('、');
}

/** An occupation's name, linked to its page (which anyone who may chat can open). */
export function occupationLink(o: Occupation): string {
  return `[${o.titleZh}](${occupationPagePath(o.code)})`;
}

/** Tags chosen in the needs survey, split; "none yet" choices say nothing. */
export function surveyTags(profile: ChatProfile): string[] {
  return `${profile.workTag},${profile.layoutTag}`
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter((t) => t && !/暂无|暂时没有|没有/.test(t));
}
