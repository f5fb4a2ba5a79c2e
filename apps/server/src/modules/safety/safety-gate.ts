import type { Logger } from '../../lib/logger.js';
import { namedToGuard, warnedAgainst } from './intent-rules.js';
import type { KeywordHit, KeywordLibrary } from './keyword-library.js';
import { normalizeText } from './normalize.js';
import { plannerRule } from './planner-rules.js';
import { PASS, type ModerationProvider, type SafetyStage, type SafetyVerdict } from './safety.types.js';

export interface SafetyGate {
  /** `local`, or the cloud service consulted after the local checks. */
  readonly provider: string;
  check(text: string, stage: SafetyStage): Promise<SafetyVerdict>;
}

/**
 * The gate every question and answer passes. The local checks always run first (they cost microseconds and
 * hold the operators' own library): the planner's decline rules for questions, then the keyword library, whose
 * hit stands unless the text names it only to tell it apart or guard against it (直销和传销怎么区分). A
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
    async check(text, stage) {
      if (stage === 'question') {
        const rule = plannerRule(normalizeText(text));
        if (rule) return { pass: false, ...rule, provider: 'local' };
      }
      const hit = library().match(text, { disguises: stage === 'question' });
      if (hit && !namedToGuard(normalizeText(text), hit.category) && !warnedInAnswer(text, stage, hit))
        return { pass: false, ...hit, provider: 'local' };
      if (!remote) return PASS;
      try {
        return await remote.moderate(text, stage);
      } catch (err) {
        log?.warn({ err, provider: remote.name }, 'safety: the moderation service failed; the local verdict stands');
        return PASS;
      }
    },
  };
}

/** An answer's plain keyword (answers are read for those only) named in sentences that warn against it. */
function warnedInAnswer(text: string, stage: SafetyStage, hit: KeywordHit): boolean {
  const term = hit.rule.startsWith('keyword:') ? hit.rule.slice('keyword:'.length) : null;
  return stage === 'answer' && term !== null && warnedAgainst(text, term, hit.category);
}
