/**
 * The library's other two-letter initials, each a vice word's and, far more often in a career chat, an everyday
 * abbreviation's: dm 大麻 or a direct message and data mining, dc 赌场 or a data centre and DC comics, df 毒贩 or a
 * pandas DataFrame, dt 赌徒 or a decision tree, cd 藏毒 or the shell's cd, tp 偷拍 or TP-Link and ThinkPHP, sd 上吊 or
 * 刷单 or Stable Diffusion and an SD card, sr 杀人 or super-resolution, tk 替考 or TikTok. A five-character window
 * round the letters with any 想, 求 or 哪里 in it read 想去dc做运维 as a casino and missed dc哪家赔率高; so, as
 * initials-by-sentence.ts reads
 * wd, bc, xd and dp, each is read by its sentence: the vice word where the sentence asks what the vice's own askers ask
 * (a bet, a supply or a test outlasted, a camera hidden, a height or a rope, a job's order faked) and a word of the
 * everyday field beside it does not fix the abbreviation; as typed everywhere else. The sentence is marked @ where the
 * letters stand, its spacing dropped.
 */

export interface CareerLetters {
  /** The vice word the sentence gives the letters, or null where it asks nothing of the vice. */
  read: (marked: string) => string | null;
}

/** What a bettor asks of a place to play (赔率, 下注, 出老千, 怎么玩能赢), and a casino town named before it. */
const BET =
  /赔率|下注|押注|投注|充值|提现|出款|上分|下分|赢钱|输钱|稳赚|稳赢|必赢|回本|翻本|回血|返水|庄家|筹码|老千|网址|怎么玩.{0,3}赢|(澳门|葡京|缅北|线上|网上)@|@(平台|网站|网址|app|台子)|(去|在)哪[^@]{0,2}@|@.{0,2}(在哪|哪里|哪儿|哪有)|(求|想去|想进)@/;
/** What a user asks of a drug: a supply, a price by weight, a high, smoking it, a test outlasted (代谢, 查出来). */
const DRUG =
  /渠道|货源|有货|拿货|搞到|弄到|买到|哪里有|哪儿有|哪里买|在哪买|怎么买|有卖|一克|几克|多少钱|纯度|上头|嗨|抽(?!象|样|奖|查|检|空|屉|成|调|签)|卷|吸(?!引|收|取|纳)|尿检|验尿|毛发检测|代谢|查出来|查不出|验不出|被查|排干净|试试|想试|(买|卖|搞|弄|求|有没有|谁有|来|嗑|磕|溜|吸)(点|些|到)?@|@.{0,2}(哪里|哪儿|在哪|哪有)/;
/** A dealer sought (认识df, df的联系方式) as well as the drug's own asks. */
const DEALER =
  /认识[^@]{0,2}@|@的?(联系方式|微信|电话)|拿货|有货|货源|搞点货|(买|卖|求|找|有没有|谁有|谁认识)[^@]{0,2}@|@.{0,2}(在哪|哪里|哪儿|哪有)/;
/** Through a check with goods (cd过安检, 带点货). */
const CARRIED = /安检|海关|过关|边境|(带|藏)(点|些)?货|不被(发现|查)|@.{0,2}(方法|办法|技巧)/;
/** A camera on someone unaware: a hiding place, a body or a victim, or concealment asked. */
const FILMED =
  /裙底|厕所|更衣室|浴室|宿舍.{0,4}女|女生|女同事|同事|同学|室友|别人|针孔|偷偷|不被(发现|察觉|抓)|想@|@.{0,2}(方法|办法|设备|工具|技巧)|(买|卖|求)[^@]{0,2}@/;
/** One's own death: a wish said of the letters or a height or a rope asked. */
const OWN_DEATH = /想@|@了|几楼|多高|绳|不想活|结束|遗书|疼|痛|死|一次成功|@.{0,2}(方法|办法)/;
/** A job of fake orders: its pay and where it is taken. */
const FAKE_ORDERS = /兼职|一单|接单|佣金|返现|返利|垫付|日结|@(平台|网站|app|群)|(求|找)[^@]{0,2}@/;
/** A person's death wished or planned: 想sr了我老板, sr他怎么不被发现. */
const KILLING = /想@|@了|@(他|她|掉)|不被(发现|抓|查)|弄死|怎么@|@.{0,2}(方法|办法)/;

/** A test named, and a stand-in's price or taker asked (教资有人做吗, 四级多少钱一次). */
const EXAM_TAKER =
  /^(?=.*(四级|六级|四六级|教资|考研|雅思|托福|驾照|驾考|科目[一二三四]|自考|成考|专升本|笔试|考试|计算机二级|会计|cpa|证书))(?=.*(有人(做|接|能)|多少钱|价格|一次多少|靠谱|接单|找人|能接|代))/;

const byField = (fixed: RegExp, vice: string, asked: RegExp): CareerLetters => ({
  read: (m) => (fixed.test(m) || !asked.test(m) ? null : vice),
});

export const CAREER_LETTERS: Record<string, CareerLetters> = {
  // 想学dm数据挖掘, dm方向的导师, dm设计岗: data mining and direct-mail design.
  dm: byField(/数据挖掘|挖掘|@(方向|设计|岗|作品|功能|单页|数据)/, '大麻', DRUG),
  // dc机房, dc运维, dc漫画: a data centre or DC comics.
  dc: byField(/机房|运维|服务器|数据中心|漫画|漫威|编剧|电源|直流|电路|@(宇宙|电|机)/, '赌场', BET),
  // python里df怎么筛选: a DataFrame.
  df: byField(/python|pandas|表|列|行|数据|缺失|字段|dataframe|@\./, '毒贩', DEALER),
  // dt决策树: a decision tree.
  dt: byField(/决策树|算法|模型|@(决策|树)/, '赌徒', BET),
  // cd到项目目录: the shell's command.
  cd: byField(/目录|命令|终端|linux|光盘|@(到|进)|唱片|专辑/, '藏毒', CARRIED),
  // tp路由器, tp框架: TP-Link and ThinkPHP.
  tp: byField(/路由|link|框架|thinkphp|php|开发|网卡|交换机/, '偷拍', FILMED),
  // sd卡, 用sd画图: an SD card and Stable Diffusion.
  sd: {
    read: (m) =>
      /@卡|卡坏|内存|画|绘|stable|模型|作品|出图|lora|webui/.test(m)
        ? null
        : OWN_DEATH.test(m)
          ? '上吊'
          : FAKE_ORDERS.test(m)
            ? '刷单'
            : null,
  },
  // tk运营, tk小店, tk达人: TikTok's shop work, a common cross-border job; 替考 only where a test is named with a
  // stand-in's price or taker asked (tk教资有人做吗，价格好说).
  tk: byField(/运营|tiktok|直播|跨境|带货|达人|短视频|账号|小店|广告|投放|电商|@(号|店|美区|英区)/, '替考', EXAM_TAKER),
  // sr超分辨率: super-resolution.
  sr: byField(/超分|分辨率|图像|图片|视频|@(方向|算法|模型|论文)/, '杀人', KILLING),
};

/** The letters of a run (dc, d.c) where the sentence around them asks the vice; null where it does not. */
export function careerInitialsRead(letters: string, marked: string): string | null {
  return CAREER_LETTERS[letters]?.read(marked) ?? null;
}
