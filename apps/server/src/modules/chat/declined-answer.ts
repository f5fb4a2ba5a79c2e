import type { LlmChunk, LlmProvider } from '../../providers/llm/index.js';
import type { NewBlock } from '../safety/index.js';
import type { screenQuestion } from './screening.js';

/** The gate's verdict on a question: null when it may reach the model, else the decline that answers it. */
export type Declined = Awaited<ReturnType<typeof screenQuestion>>;

/** A declined question is answered with its decline, streamed and saved as any answer, from no model. */
export function declinedProvider(provider: LlmProvider, declined: NonNullable<Declined>): LlmProvider {
  return {
    ...provider,
    async *stream(): AsyncIterable<LlmChunk> {
      yield { type: 'text', content: declined.reply };
    },
  };
}

/** Records the declined question for review, once its rows exist: the record names the answer that declined. */
export function recordDeclined(
  safety: { record(block: NewBlock): Promise<void> },
  declined: NonNullable<Declined>,
  persisted: Promise<unknown>,
  who: { question: string; userId: string | null; visitorId: string | null; messageId: string },
) {
  const { category, rule, provider } = declined.verdict;
  void persisted.then(
    () => safety.record({ stage: 'question', answer: '', category, rule, provider, ...who }),
    () => undefined,
  );
}
