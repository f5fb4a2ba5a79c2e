import type { PlannerRule } from './planner-rules.js';

/**
 * Getting round the country's internet censorship asked as such: a tool to get past the firewall or its checks
 * unseen (哪个翻墙工具能绕过审查不被网警查到), or to reach what is banned as political (看境外反动网站). A VPN for work is
 * ordinary (外企用VPN连公司内网, 做外贸要访问谷歌怎么办): the planner answers that, as it answers a network-security
 * career and questions about the rules themselves. Declined as politics, with its decline text (politics-agitation
 * beside it in planner-rules-off-limits.ts). They read the normalized question.
 */

/** The tools that get past it. */
const TOOL =
  '(翻墙|梯子|科学上网|(?<![a-z])(vpn|v2ray|shadowsocks|ssr|clash|tor)(?![a-z])|机场节点|代理节点|酸酸乳|洋葱浏览器)';
/** Censorship itself, or its police, avoided. */
const EVADED =
  '(审查|防火墙|gfw|网警|网监|查水表|请喝茶|(不被|不会被|避免被)(查|抓|追踪|约谈|网警|警察|国家|政府)|追踪不到|隐藏(ip|身份|行踪))';
/** What is sought on the other side, when it is what is banned. */
const BANNED =
  '(反动|反华|反党|反政府|敏感(内容|信息|新闻|网站|视频)|禁书|被封(的|掉的)?(网站|内容|新闻|视频|书)|境外(媒体|反动|敏感|政治)|翻墙(看|上)(推特|油管)?.{0,4}(政治|新闻))';
/** A way asked. */
const ASKED = '(怎么|如何|哪个|哪款|什么|推荐|有没有|教我|能不能|可以|用什么)';

export const CENSORSHIP_RULES: PlannerRule[] = [
  // 用什么翻墙软件能躲过审查看境外反动网站, 哪个翻墙工具能绕过防火墙审查不被网警查到: censorship evaded.
  {
    id: 'evade-censorship',
    category: 'politics',
    unless: (q) =>
      /合法吗|违法吗|犯法吗|算违法|会不会(违法|被处罚)|(网络|信息)安全(专业|工程师|岗)|公司(内网|要求)|外企|外贸/.test(
        q,
      ) && !/不被|躲过|绕过|反动|敏感/.test(q),
    pattern: new RegExp(
      `^(?=.*${TOOL})(?=.*${ASKED})(?=.*(${EVADED}|${BANNED}))|${ASKED}.{0,10}(看|上|访问|浏览)${BANNED}`,
      'u',
    ),
  },
];
