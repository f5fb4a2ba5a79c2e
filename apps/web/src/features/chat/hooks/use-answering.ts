import { useAnswerStreamStore } from './answer-stream-store';

/** An answer is being streamed on this page now (other features hold their pop-ups until it has finished). */
export function useAnswering(): boolean {
  return useAnswerStreamStore((s) => s.draft !== null);
}
