import type { PlannerRule } from './planner-rules.js';

/**
 * Social insurance and professional certificates gamed: the contribution base declared below the real pay and kept
 * from the checks (社保基数报低不被查), two contributions held with one of them borrowed from a firm not worked for
 * (一份挂靠), and a certificate rented out to a firm that does not employ its holder (挂证). Each pairs the act with a
 * cue of concealment or a how-to, so an employee checking their own base (公司按最低基数给我交合法吗), the law on
 * 挂证, and two real jobs' contributions pass. They read the normalized question.
 */

/** Under-declaring the base, or a second set of pay records for the bureau. */
const BASE_LOWERED =
  '(报低|少报|瞒报|低报|压低|做低|往低|按最低|最低(标准|基数|档)|另外做(一份|一套)|做(两套|两份)工资表|两套(账|工资表))';
/** Kept from the bureau, the staff or an audit, or asked how to do. */
const UNSEEN_OR_HOW =
  '(不被|查不(出|到)|瞒过|骗过|躲过|稳妥|技巧|怎么操作|怎么做|怎么弄|怎么搞|教我|有什么办法|有啥办法|有没有办法|规避)';
/** The employee's own contribution checked, or the law asked: their rights. */
const EMPLOYEE_ASKS = /给我(交|缴)|我的社保|合法吗|违法吗|合不合法|维权|投诉|举报|对不对|补缴|怎么查|仲裁/;

export const BENEFIT_FRAUD_RULES: PlannerRule[] = [
  // 公司想把社保基数报低一点怎么操作不被查, 社保基数瞒报有什么技巧: the base under-declared and hidden.
  {
    id: 'insurance-base-lowered',
    category: 'fraud',
    unless: (q) => EMPLOYEE_ASKS.test(q),
    pattern: new RegExp(`^(?=.*(社保|五险|公积金))(?=.*${BASE_LOWERED}).*${UNSEEN_OR_HOW}`, 'u'),
  },
  // 同时交两份社保一份挂靠别的公司, 一份真工作一份挂名的: a contribution through a firm one does not work for.
  {
    id: 'insurance-borrowed-firm',
    category: 'fraud',
    unless: (q) => /合法吗|违法吗|风险|后果|被.{0,4}(查|罚)|能不能退/.test(q) && !/怎么(弄|办|操作)|不被/.test(q),
    pattern:
      /(两份|双份|两个|两处|两家)[^，。]{0,4}社保.{0,24}(挂靠|挂名|不被(发现|查)|查不(出|到))|(挂靠|挂名)[^，。]{0,8}(交|缴)社保.{0,12}(怎么|如何|哪里|找|多少钱)|社保挂靠.{0,8}(怎么|哪里|找|多少钱|公司)/u,
  },
  // 我有一建证书想挂证哪里找挂靠单位: a certificate rented to a firm its holder does not work for.
  {
    id: 'rent-certificate',
    category: 'fraud',
    unless: (q) => /违法|合法|风险|后果|正规|被.{0,4}(查|挂)|举报/.test(q),
    pattern:
      /(挂证|证书挂靠|挂靠证书|挂个证).{0,12}(哪里|哪儿|怎么|找|多少钱|一年|价格|渠道|平台|单位|公司)|(想|要|打算|准备|可以)(去)?挂证|(找|哪里有)[^，。]{0,4}(挂靠单位|挂证单位)/u,
  },
];
