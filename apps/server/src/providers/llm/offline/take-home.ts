/*
 * What reaches the account from a pre-tax monthly pay, by the national rules: the personal social insurance share,
 * the housing fund's lawful range and 个税's annual table for comprehensive income. pay.ts reads figures from a
 * question and says them back with these sums.
 */

/** The personal social insurance share: pension 8%, medical 2%, unemployment about 0.5% (some places 0.2–0.3%). */
export const SOCIAL_RATE = 0.105;
/** The housing fund's lawful range for each side (《住房公积金管理条例》 and 住建部等 2005 年指导意见). */
export const FUND_RATES = [0.05, 0.12] as const;
/** 每月基本减除费用 5000 元, a year 60000 (《个人所得税法》第六条). */
const BASIC_DEDUCTION_YEAR = 60000;
/** 综合所得年度税率表 (《个人所得税法》附表一): upper bound of the bracket, rate, quick deduction. */
const BRACKETS: Array<[number, number, number]> = [
  [36000, 0.03, 0],
  [144000, 0.1, 2520],
  [300000, 0.2, 16920],
  [420000, 0.25, 31920],
  [660000, 0.3, 52920],
  [960000, 0.35, 85920],
  [Infinity, 0.45, 181920],
];

/** The year's tax on taxable comprehensive income. */
export function annualTax(taxable: number): number {
  if (taxable <= 0) return 0;
  const [, rate, quick] = BRACKETS.find(([upTo]) => taxable <= upTo)!;
  return taxable * rate - quick;
}

export interface TakeHome {
  /** Personal social insurance and housing fund a month. */
  contributions: number;
  /** Income tax a month, the year's tax spread evenly (累计预扣 makes later months pay more). */
  tax: number;
  /** What reaches the account in an ordinary month. */
  net: number;
  /** The employer's housing fund share a month, which also goes into the asker's account. */
  employerFund: number;
  /** A year's gross pay, contributions, tax and take-home with `months` months paid. */
  year: { gross: number; contributions: number; tax: number; net: number };
}

/**
 * What a monthly pre-tax salary leaves after personal contributions and tax, with the housing fund at `fundRate`,
 * the whole salary as the contribution base, no 专项附加扣除, and `months` months paid a year (13薪: 13); the extra
 * months are taxed together with the rest (合并计税) and carry no contributions.
 */
export function takeHome(monthly: number, fundRate: number, months = 12): TakeHome {
  const contributions = monthly * (SOCIAL_RATE + fundRate);
  const grossYear = monthly * months;
  const contributionsYear = contributions * 12;
  const taxYear = annualTax(grossYear - contributionsYear - BASIC_DEDUCTION_YEAR);
  // The ordinary month's tax: what the twelve regular months alone would pay, spread evenly.
  const tax = annualTax(monthly * 12 - contributionsYear - BASIC_DEDUCTION_YEAR) / 12;
  return {
    contributions,
    tax,
    net: monthly - contributions - tax,
    employerFund: monthly * fundRate,
    year: {
      gross: grossYear,
      contributions: contributionsYear,
      tax: taxYear,
      net: grossYear - contributionsYear - taxYear,
    },
  };
}

/** The pre-tax monthly pay that leaves `net` a month with the housing fund at `fundRate` (the inverse of takeHome). */
export function grossFromNet(net: number, fundRate: number): number {
  let [lo, hi] = [net, net * 2];
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (takeHome(mid, fundRate).net < net) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
