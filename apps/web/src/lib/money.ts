import { fenToYuan, yuanToFen } from '@lucina/contracts';

/** Fen as a yuan number: the value of the fields (antd InputNumber) in which operators edit amounts in yuan. */
export const yuanAmount = (fen: number): number => Number(fenToYuan(fen));

/** Such a field's yuan amount back to integer fen (0 if it is not an amount of at most two decimals). */
export const fenOfYuanAmount = (yuan: number): number => yuanToFen(yuan.toFixed(2)) ?? 0;

/** A price without trailing zeros, as the visitor's pages write it: 1990 fen → '19.9', 19900 → '199'. */
export const priceText = (fen: number): string => String(yuanAmount(fen));

/**
 * A coupon's discount as operators set it, in per-mille of the price: 850 → '8.5 折', 855 → '8.55 折'
 * (exact; contracts' discountLabel rounds a rate to one decimal, for what users see).
 */
export const permilleDiscountLabel = (permille: number): string => `${permille / 100} 折`;
