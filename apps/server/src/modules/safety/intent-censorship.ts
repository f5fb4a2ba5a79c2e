import type { PlannerRule } from './planner-rules.js';

/**
 * Getting round the country's internet censorship asked as such: a tool to get past the firewall or its checks
 * unseen (哪个翻墙工具能绕过审查不被网警查到), or to reach what is banned as political (看境外反动网站); and asked plainly,
 * a tool shopped for or a blocked site reached (推荐个好用的梯子, 怎么翻墙看外网, 怎么上油管). A VPN for work is
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

/** The tools by their users' words (梯子, 机场节点, 小火箭), beside the names in TOOL. */
const SLANG_TOOL =
  '(翻墙|梯子|科学上网|(机场|代理|翻墙)(节点|订阅)|(好用|稳定|便宜|靠谱|免费)的?机场|(?<![a-z])(vpn|v2ray|v2rayn|shadowsocks|ssr|clash|trojan|shadowrocket)(?![a-z])|小火箭|酸酸乳|外网加速器)';
/** Sites blocked in China, reached only by getting past the firewall. */
const WATCHED_SITE =
  '(外网|国外网站|境外网站|油管|youtube|推特|twitter|脸书|facebook|(?<![a-z])ins(?![a-z])|instagram|p站|reddit)';
/** The same with the services used rather than watched; Google's browser is no blocked site (谷歌浏览器打不开). */
const BLOCKED_SITE = `(${WATCHED_SITE.slice(1, -1)}|(谷歌|google)(?!浏览器|chrome)|telegram|电报|维基百科|wikipedia|discord|whatsapp)`;
/** Reaching it (上油管, 刷推特, 看外网); 进谷歌 is a job at the company. */
const REACH = `((上|访问|登录|登|刷|打开)(上)?${BLOCKED_SITE}|看${WATCHED_SITE})`;
/** What a tool is shopped for by (免费梯子, 稳定的机场). */
const TOOL_GOOD = '(好用|稳定|便宜|靠谱|免费|快|能用)';
/**
 * 梯子 is a ladder too (电工用什么梯子好): read as the tool only beside the net or one of its users' praises, or with
 * another tool named.
 */
const NET =
  /外网|翻墙|上网|网速|节点|vpn|订阅|机场|油管|youtube|推特|twitter|谷歌|google|(?<![a-z])ins(?![a-z])|科学|clash|v2ray|ssr|小火箭/;
const onlyALadder = (q: string) =>
  /梯子/.test(q) &&
  !NET.test(q) &&
  (!new RegExp(`${TOOL_GOOD}的?梯子`, 'u').test(q) ||
    /电工|装修|爬|高空|人字|铝合金|伸缩|折叠|工地|登高|消防|摔/.test(q));
/** A tool shopped for or set up (推荐个好用的梯子, clash怎么配置). */
const TOOL_SOUGHT = `(推荐|求|求个|有没有|哪个|哪款|哪家|用啥|用什么|什么)[^，。]{0,6}${SLANG_TOOL}|${TOOL_GOOD}的?${SLANG_TOOL}|${SLANG_TOOL}[^，。]{0,6}(推荐|哪个好|哪家好|哪个快|好用|免费|稳定|教程|下载|购买|怎么(弄|搞|用|配置|设置|买|下载|开)|咋(弄|用))`;
/** Getting over the wall itself, or a blocked site reached (怎么翻墙看外网, 怎么上油管, 推特国内打不开). */
const OVER_THE_WALL = `(怎么|如何|咋|怎样|教我|方法|教程|用什么|用啥|有什么办法|有没有办法)[^，。]{0,6}(翻墙|科学上网)|(翻墙|科学上网)[^，。]{0,4}(怎么|如何|方法|教程|工具|软件|app)|(怎么|如何|咋|怎样|用什么|用啥|有什么办法|有没有办法|方法)(才能)?${REACH}|${REACH}.{0,8}(怎么|如何|咋)(弄|办|搞|整|才能)|${BLOCKED_SITE}(要|该)?(怎么|如何|咋)(上|访问|登录|登|打开)(?!市|班|岸|手|进|任|台)|${BLOCKED_SITE}.{0,8}(国内)?(打不开|上不去|上不了|用不了|进不去|访问不了|被墙)|(绕过|绕开|突破|越过|翻过)(防火墙|gfw|墙)`;
/**
 * Access asked for work, study or the law (外企要访问谷歌用公司VPN, 网络工程师要会配VPN吗, 翻墙违法吗): answered, unless
 * a tool is shopped for by its users' words (做外贸推荐个好用的梯子), which the planner does not recommend either way.
 */
const FOR_WORK =
  /公司(的)?(vpn|内网|专线|网络|it)|外企|外贸|跨境|出海|海外(业务|客户|市场)|合规|专线|远程办公|居家办公|内网|违法吗|合法吗|犯法吗|算违法|会不会(违法|被处罚)|(网络|信息)安全|网络工程|工程师|专业|课程|原理|协议|岗位|面试|ccna|hcia|hcip|软考/;
const SHOPPED =
  /(推荐|求|哪个好|哪家|好用|免费|稳定|便宜|下载|购买).{0,6}(梯子|机场|节点|翻墙|小火箭)|(梯子|机场|节点|翻墙|小火箭)(软件|工具|app)?.{0,4}(推荐|哪个好|哪家|好用|免费|稳定|便宜|下载)/;

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
  // 怎么翻墙看外网, 推荐个好用的梯子, 怎么上油管: the firewall got past, asked plainly. Only approved channels may
  // carry traffic abroad (《计算机信息网络国际联网管理暂行规定》第六条), so the planner recommends no tool.
  {
    id: 'circumvent-firewall',
    category: 'politics',
    unless: (q) => (FOR_WORK.test(q) && !SHOPPED.test(q)) || onlyALadder(q),
    pattern: new RegExp(`${TOOL_SOUGHT}|${OVER_THE_WALL}`, 'u'),
  },
];
