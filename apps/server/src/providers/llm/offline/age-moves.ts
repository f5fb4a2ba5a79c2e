import type { ChatProfile } from '../llm.provider.js';
import type { KnowledgeBase, Role } from './knowledge.js';
import type { Body } from './result-body.js';
import { movesPart, originRole } from './moves.js';
import { namedJobs } from './named.js';

/*
 * Someone already in a job who worries about growing older in it ('我是程序员，35岁以后怎么办', '做测试的过了35还有人
 * 要吗'): the general talk about age does not answer them; a counsellor names the moves people in that very job
 * make at that age (for a programmer: architecture, management, a domain, a steadier employer, working alone).
 */

/** The age the worry is about: the 35 it is named after, the forties, or getting older said in words. */
const AGE_HORIZON =
  /(?<![\d.])3[5-9](?![\d.%万千kKwW元块])|(?<![\d.])4\d(?=\s*岁|了)|三十五|四十|中年|年龄大|年纪大|岁数大|大龄/u;
/** A worry about what comes after, not a question of entering something at that age. */
const WORRY = /怎么办|出路|以后|之后|往后|危机|还有人要|怎么走|淘汰|还能(?:干|做)|会不会被|前途|迷茫|焦虑|怎么破|被裁/u;
/** The job is where they want to go ('35岁还能学编程当程序员吗'), not where they are: no moves out of it. */
const TOWARDS = /想(?:做|当|去|学|进)|去做|去当|能做|能当|转做|学(?!历)|入行|零基础|考(?:研|公|编)/u;

const factOf = (profile: ChatProfile, label: string) =>
  profile.facts?.find((f) => f.startsWith(`${label}：`))?.slice(label.length + 1);

/** A card with written moves for a named card or a named occupation ('程序员' → 后端开发工程师 by its code). */
function cardWithMoves(kb: KnowledgeBase, text: string): { role: Role; said: string[] } | null {
  const { roles, occupations } = namedJobs(kb, text);
  const role = roles.find((r) => r.moves?.length);
  if (role) return { role, said: [] };
  for (const o of occupations) {
    const card = kb.roles.find((r) => r.moves?.length && r.codes.includes(o.code));
    if (card) return { role: card, said: [o.titleZh] };
  }
  return null;
}

/** The job held by someone worried about their age in it, from the question or their profile; null otherwise. */
export function agedInRole(kb: KnowledgeBase, question: string, profile: ChatProfile) {
  if (!AGE_HORIZON.test(question) || !WORRY.test(question) || TOWARDS.test(question)) return null;
  // Leaving or laid off: the moves out of the job already answer (`originRole`).
  if (originRole(kb, question, profile)) return null;
  const own = factOf(profile, '职业');
  return cardWithMoves(kb, question) ?? (own ? cardWithMoves(kb, own) : null);
}

/**
 * After the talk about age, where people in the asker's job go at that age, in place of a description of the job
 * they already know. True when it was added.
 */
export function leadWithAgeMoves(
  kb: KnowledgeBase,
  b: Body,
  question: string,
  profile: ChatProfile,
  avoid: readonly string[],
): boolean {
  const held = agedInRole(kb, question, profile);
  const moves = held && movesPart(held.role, avoid);
  if (!held || !moves) return false;
  const known = new Set([`职业卡片「${held.role.name}」`, ...held.said.map((t) => `职业资料「${t}」`)]);
  b.parts = b.parts.filter((p) => !known.has(p.from ?? ''));
  b.parts.splice(Math.min(1, b.parts.length), 0, moves);
  return true;
}
