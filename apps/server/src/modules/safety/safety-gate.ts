import type { Logger } from '../../lib/logger.js';
import { once } from '../../lib/once.js';
import { readThrough } from './disguise.js';
import { serviceRule } from './intent-service.js';
import { namedToGuard, warnedAgainst } from './intent-frames.js';
import type { KeywordHit, KeywordLibrary } from './keyword-library.js';
import { normalizeText } from './normalize.js';
import { plannerRule } from './planner-rules.js';
import { readSpelledEveryday } from './spelled-everyday.js';
import { PASS, type ModerationProvider, type SafetyStage, type SafetyVerdict } from './safety.types.js';

export interface SafetyGate {
  /** `local`, or the cloud service consulted after the local checks. */
  readonly provider: string;
  check(text: string, stage: SafetyStage): Promise<SafetyVerdict>;
}

/**
 * The gate every question and answer passes. The local checks always run first (they cost microseconds and
 * hold the operators' own library): the planner's decline rules for questions, then the keyword library, whose
 * hit stands unless the text names it only to tell it apart or guard against it (直销和传销怎么区分); a question is
 * read both as written and with its disguises read back (disguise.ts). Requests that are no career planning
 * whatever their payload (dropping the instructions, drafting legal papers) are declined last. A
 * configured cloud service is asked next; when it fails the text passes on the local verdict alone, since
 * refusing every chat while the service is down would stop the product.
 */
export function createSafetyGate({
  library,
  remote = null,
  log,
}: {
  library: () => KeywordLibrary;
  remote?: ModerationProvider | null;
  log?: Pick<Logger, 'warn'>;
}): SafetyGate {
  return {
    provider: remote?.name ?? 'local',
    async check(asked, stage) {
      // A question's letters its own words show to be a name or a doctorate (Du Bo 是我同学, du bo士) are read so.
      const text = stage === 'question' ? readSpelledEveryday(asked) : asked;
      // Made only where needed: an answer's window, checked as it streams, is normalized by the library alone
      // unless a keyword is hit.
      const normalized = once(() => normalizeText(text));
      if (stage === 'question') {
        // A question is also read with its disguises read back (紫砂, sfz, 定wei, English): what it means.
        const read = readThrough(text, (s) => library().allowedSpans(s));
        const disguised = read !== normalized();
        const rule = plannerRule(normalized(), read) ?? (disguised ? plannerRule(read) : null);
        if (rule) return { pass: false, ...rule, provider: 'local' };
        const hit = library().match(text, { disguises: true });
        // A keyword spelled in pinyin is weighed with the frame heard in the same pinyin (fan xi qian gang wei).
        if (
          hit &&
          !namedToGuard(normalized(), hit.category) &&
          !(disguised && (namedToGuard(read, hit.category) || allowedWhenRead(library(), hit, read)))
        )
          return { pass: false, ...hit, provider: 'local' };
        const meant = disguised ? library().match(read) : null;
        if (meant && !namedToGuard(read, meant.category)) return { pass: false, ...meant, provider: 'local' };
        // Last, what is no career planning whatever it carries (a harmful payload was declined as itself above).
        const service = serviceRule(normalized()) ?? (disguised ? serviceRule(read) : null);
        if (service) return { pass: false, ...service, provider: 'local' };
      } else {
        const hit = library().match(text, { disguises: false });
        if (hit && !namedToGuard(normalized(), hit.category, 'answer') && !warnedInAnswer(text, hit))
          return { pass: false, ...hit, provider: 'local' };
      }
      if (!remote) return PASS;
      try {
        return await remote.moderate(asked, stage);
      } catch (err) {
        log?.warn({ err, provider: remote.name }, 'safety: the moderation service failed; the local verdict stands');
        return PASS;
      }
    },
  };
}

/** An answer's plain keyword (answers are read for those only) named in sentences that warn against it. */
function warnedInAnswer(text: string, hit: KeywordHit): boolean {
  const term = hit.rule.startsWith('keyword:') ? hit.rule.slice('keyword:'.length) : null;
  return term !== null && warnedAgainst(text, term, hit.category);
}

/**
 * A keyword the library found spelled in pinyin that the question, read back, holds only inside an innocent phrase
 * (du pin jian ce shi yan shi is 毒品检测实验室): the phrase spares the spelling as it spares the characters.
 */
function allowedWhenRead(library: KeywordLibrary, hit: KeywordHit, read: string): boolean {
  if (!hit.rule.startsWith('pinyin:')) return false;
  const term = hit.rule.slice('pinyin:'.length).split('→').pop()!;
  const spared = library.allowedSpans(read);
  let seen = false;
  for (let at = read.indexOf(term); at >= 0; at = read.indexOf(term, at + 1)) {
    if (!spared.some((a) => a.start <= at && at + term.length <= a.end)) return false;
    seen = true;
  }
  return seen;
}
