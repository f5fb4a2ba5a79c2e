/**
 * The cost of tokens, in integer arithmetic. Prices are fen per million tokens, so tokens × price is an exact
 * count of millionths of a fen; a figure shown (a day and model, a day, a model, the period, a user) is its own
 * exact sum rounded once to the nearest fen, half up. A total is therefore the rounded sum, which may differ by
 * under a fen per row from adding up the rounded rows, never by more.
 */

const MICRO = 1_000_000n;

export interface Price {
  inputFenPerMillion: number;
  outputFenPerMillion: number;
}

/** Millionths of a fen for these tokens; 0 when the model has no price. */
export function microFen(promptTokens: bigint, completionTokens: bigint, price: Price | undefined): bigint {
  if (!price) return 0n;
  return promptTokens * BigInt(price.inputFenPerMillion) + completionTokens * BigInt(price.outputFenPerMillion);
}

/** Millionths of a fen → fen, to the nearest, half up (costs are never negative). */
export function roundFen(micro: bigint): number {
  return Number((micro + MICRO / 2n) / MICRO);
}
