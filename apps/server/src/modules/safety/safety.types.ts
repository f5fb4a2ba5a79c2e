// The categories live in the contracts, so the console and the server name them alike.
export {
  SAFETY_CATEGORIES,
  SAFETY_CATEGORY_LABELS,
  isSafetyCategory,
  type SafetyCategory,
} from '@lucina/contracts/admin';
import type { SafetyCategory } from '@lucina/contracts/admin';

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
