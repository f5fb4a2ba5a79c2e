import type { PayFigure } from './pay.js';
import type { Part } from './parts.js';
import { yuan } from './pay-places.js';

/*
 * '实习的公司说可以转正，但是工资只有2000': a student's internship pay. It is paid without a labour contract, so
 * there is no social insurance or housing fund to take off, and its tax is withheld the way a student's is; set
 * against national average wages it says nothing. What decides whether to stay is the pay after 转正.
 */

/** Pay said of an internship, not of the job after it (转正后, 正式, an offer). */
const INTERN = /实习/u;
const AFTER = /转正后|转正以后|正式员工|转正的?(?:工资|薪资|月薪|待遇)|offer|校招|全职/iu;

export const isInternPay = (question: string): boolean => INTERN.test(question) && !AFTER.test(question);

/** The internship pay's reading: what reaches the student, and what to ask instead of weighing it. */
export function internPayPart(figure: PayFigure): Part {
  const monthly = figure.per === 'year' ? figure.amount / 12 : figure.amount;
  return {
    heading: '### 按你说的数算一笔账',
    lines: [
      `- **实习工资 ${yuan(monthly)} 元/月到手约多少**：在校生实习一般不和公司建立劳动关系（《关于贯彻执行〈中华人民共和国劳动法〉若干问题的意见》第 12 条），公司通常不缴社保和公积金，这笔钱基本就是到手数。个税方面，单位可以对在校生的实习报酬用累计预扣法，每月 5,000 元以内不用预扣；按劳务报酬先扣了的，次年个税年度汇算时可以退回（来源：劳部发〔1995〕309号第 12 条；国家税务总局公告 2020 年第 13 号）。`,
      '- **这个数怎么看**：实习工资按天或按月给，各公司差得多，低不等于转正后也低；要不要为它留下，看的是转正后的定薪范围、岗位和转正比例。直接问导师或 HR：“转正后的薪资大概在什么范围？去年实习生转正的比例是多少？”',
    ],
    from: '薪资与到手收入估算',
  };
}
