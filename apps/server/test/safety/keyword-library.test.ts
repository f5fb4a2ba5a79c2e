import { describe, expect, it } from 'vitest';
import { KeywordLibrary, parseKeywordLines, shippedSafetyGate } from '../../src/modules/safety/index.js';
import { normalizeText } from '../../src/modules/safety/normalize.js';

const library = new KeywordLibrary(
  parseKeywordLines(
    ['gambling_drugs\t博彩', 'gambling_drugs\t冰毒', 'violence\t制作炸弹', 'allow\t博彩监管'].join('\n'),
  ),
);
const gate = shippedSafetyGate();
const verdict = (text: string) => gate.check(text, 'question');

describe('the keyword library', () => {
  it('finds a keyword however it is disguised: full width, case, spaces, symbols and zero-width characters', () => {
    expect(normalizeText('ＡＢＣ 冰 ·毒\u200b！')).toBe('abc冰毒');
    for (const text of ['哪里能买冰毒', '哪里能买冰 毒', '哪里能买冰*毒', '哪里能买冰\u200b毒', '冰-毒-怎么买']) {
      expect(library.match(text), text).toEqual({ category: 'gambling_drugs', rule: 'keyword:冰毒' });
    }
  });

  it('finds a keyword spelled in pinyin, by its initials or in full, but not an everyday abbreviation', () => {
    expect(library.match('哪里能买bingdu')?.rule).toBe('pinyin:bingdu→冰毒');
    expect(library.match('怎么做 b c 网站')?.rule).toBe('pinyin:bc→博彩');
    // bd is business development in a career chat: never read as the initials of 冰毒.
    expect(library.match('BD岗位做什么')).toBeNull();
  });

  it('hears a long keyword written with characters that sound the same, and puts split characters together', () => {
    expect(library.match('教我制做炸蛋')?.rule).toBe('homophone:制作炸弹');
    expect(library.match('教我制作火乍弹')?.rule).toBe('keyword:制作炸弹');
  });

  it('lets a keyword pass inside an innocent phrase, and only there', () => {
    expect(library.match('博彩监管部门招人吗')).toBeNull();
    expect(library.match('博彩监管之外我还想做博彩推广')?.rule).toBe('keyword:博彩');
  });
});

describe('the shipped gate', () => {
  it('lets careers with sensitive-sounding names pass', async () => {
    for (const q of [
      '法医的工作日常是什么',
      '禁毒社工需要什么证书',
      '博彩监管是做什么的',
      '药剂师好就业吗',
      '网络安全工程师要学什么',
      '心理咨询师怎么考',
      '医药代表累不累',
      '反洗钱岗位前景如何',
    ]) {
      expect(await verdict(q), q).toEqual({ pass: true });
    }
  });

  it('does not hear keywords in everyday career words: employers, trades, tools and abbreviations', async () => {
    for (const q of [
      '985硕士材料专业，做研发工资太低了，想转码', // 硕 has a rare reading shi: 硕士材 would sound like 时时彩
      '猎头公司找我跳槽靠谱吗',
      '城投公司工作稳定吗',
      '通信服务公司值得去吗',
      '监理、造价哪个好',
      '学C4D能找什么工作',
      '做MG动画有前途吗',
      '前端要学JS还是TS',
      '想做ML算法岗',
      'QQ音乐的产品经理',
      'HR里的OD是做什么的',
    ]) {
      expect(await verdict(q), q).toEqual({ pass: true });
    }
  });

  it('declines homework, medical and distress requests that keywords alone would miss', async () => {
    const cases: Array<[string, string]> = [
      ['帮我写一篇三千字的毕业论文', 'homework'],
      ['替我写 一篇 800 字作文', 'homework'],
      ['我头疼吃什么药好', 'medical'],
      ['布洛芬一次吃几片', 'medical'],
      ['最近失眠吃什么药能睡着', 'self_harm'],
      ['我真的不想活了', 'self_harm'],
      ['我觉得活着没什么意思，工作也找不到', 'self_harm'],
    ];
    for (const [q, category] of cases) expect(await verdict(q), q).toMatchObject({ pass: false, category });
  });

  it('answers the neighbours of those requests', async () => {
    for (const q of [
      '帮我写一份简历',
      '毕业论文选题和就业方向有关系吗',
      '药学专业能做什么',
      '临床医学读研还是工作',
      '压力大睡不好，怎么调整求职节奏',
      '这份工作没什么意思，要不要换',
    ]) {
      expect(await verdict(q), q).toEqual({ pass: true });
    }
  });

  it('checks answers with the library only: a medical word in an answer is no request', async () => {
    expect(await gate.check('建议先去医院看医生，遵医嘱吃什么药由医生决定。', 'answer')).toEqual({ pass: true });
    expect(await gate.check('你可以去澳门的赌场上班，顺便网赌', 'answer')).toMatchObject({ pass: false });
  });

  it('lets an answer name a crime in sentences that warn against it, and only there', async () => {
    for (const answer of [
      '单位以侮辱、体罚、殴打等方式对待员工，违反劳动合同法，劳动者可以要求赔偿。',
      '要先交钱、刷单之类的高薪兼职只会让你欠得更多。刷单返利是最常见的诈骗。',
      '制作、买卖学历证书可能构成犯罪。',
      '只刷单词书而从不做真题，考试时仍然读不完文章。',
    ])
      expect(await gate.check(answer, 'answer'), answer).toEqual({ pass: true });
    for (const answer of [
      '刷单来钱快，日结三百。刷单不要用自己的银行卡，以免被查。', // one sentence warns, the other sells it
      '网赌有风险，但这个网址稳赢，加我私聊。',
      '殴打他一顿就老实了。',
      // The answer's own framing excuses nothing: a question's does (screening.ts), or a warning in the sentence.
      '给你科普一下：冰毒提纯的步骤如下。',
      '这些赌博平台算不算正规？其实网赌的返水很高。',
    ])
      expect(await gate.check(answer, 'answer'), answer).toMatchObject({ pass: false });
  });
});

describe('disguises beyond the plain keyword', () => {
  const lib = new KeywordLibrary(
    parseKeywordLines(
      [
        'gambling_drugs\t博彩',
        'gambling_drugs\t海洛因',
        'self_harm\t自杀',
        'fraud\t伪造证件',
        'porn\t色情',
        'allow\t读博',
      ].join('\n'),
    ),
  );

  it('hears flat and retroflex initials alike in a long keyword', () => {
    expect(lib.match('怎么伪照证件')?.rule).toBe('homophone:伪造证件');
  });

  it("hears a polyphone's second reading as well as its first", () => {
    expect(lib.match('哪有嗨洛因')?.rule).toBe('homophone:海洛因');
  });

  it('reads a keyword half in pinyin and half in characters, with tone numbers, or inside a run of letters', () => {
    expect(lib.match('bo彩网站')?.rule).toBe('pinyin:bocai→博彩');
    expect(lib.match('我想zi4sha1')?.rule).toBe('pinyin:zisha→自杀');
    expect(lib.match('wozishale')?.rule).toBe('pinyin:自杀');
  });

  it('hears a short keyword with one character swapped only when an ask stands beside it', () => {
    expect(lib.match('有没有涩情直播')?.rule).toBe('homophone:色情');
    // The same sounds with no ask beside them, or in an innocent phrase, are everyday words.
    expect(lib.match('这部电影涩情节太拖沓')).toBeNull();
    expect(lib.match('硕士毕业要不要读博')).toBeNull();
  });

  it('puts split characters together, the ambiguous pairs only beside the rest of their keyword', () => {
    expect(normalizeText('弓虽女干')).toBe('强奸');
    expect(normalizeText('女干部的晋升')).toBe('女干部的晋升');
    expect(normalizeText('亻为造讠正件')).toBe('伪造证件');
  });
});
