import { buildAutomaton, runInSlices, runToEnd, type Automaton } from './automaton.js';
import { isHan, normalizeText, withoutToneMarks, withoutToneNumbers } from './normalize.js';
import { codeOf, mixedSpellings, soundsOf, spokenOf } from './sound.js';
import { GRAMMAR_CHARACTERS, swappedPair } from './sound-pairs.js';
import { endsIntoWord, insideLongerWord, offTheCut, straddlesWords } from './pinyin-straddle.js';
import { initialsAskedAsVice } from './initials-by-sentence.js';
import { isSafetyCategory, type SafetyCategory } from './safety.types.js';

/** One entry of the library: a decline category, or `allow` for an innocent phrase (法医, 禁毒社工…). */
export interface KeywordEntry {
  term: string;
  category: SafetyCategory | 'allow';
}

export interface KeywordHit {
  category: SafetyCategory;
  rule: string;
}

/**
 * Pinyin spellings that are everyday Latin words or abbreviations in a career chat: never read as a keyword's
 * initials (HR, PM, AI, IT…), whatever keyword they would spell.
 */
const LATIN_WORDS = new Set(
  (
    'ai it hr pm am is go qa ui ux ok no on in at to do be me my we he an as by of or so up us ' +
    'ceo cto cfo coo bd ppt pdf gpa mba cpa acca cfa gre ielts app web job api sql java c cpp gre ' +
    'top tob toc sa ta db dba ops hrbp kpi okr ip id pk vs ps pr jd hc bg bu cv sop kol hrd ld mt ' +
    // Languages, tools and fields (JS, TS, ML, DS, Qt, Adobe XD, C4D, MG 动画, Midjourney, MQ, NC 加工, OD 组织发展),
    // roles (PD, GM, DJ), brands and places (QQ, TX, TB, XM, HP, MS, TK, SH) and everyday ones (PC, ST, mm, pH).
    'js ts ml ds qt xd cd mg mj mq nc od pd gm dj qq tx tb xm hp ms tk sh pc st mm ph ' +
    // A team lead (TL), and KTM the motorcycle maker (not 可他命's initials).
    'tl ktm'
  ).split(/\s+/),
);

/**
 * Full spellings a keyword shares with a word of everyday career talk, which an asker typing pinyin means far more
 * often: xuexi (学习, not 血洗), chidao (迟到), taidu (态度), zhidu (制度), dushu (读书). The keyword written in
 * characters, or by sound, is still read.
 */
const EVERYDAY_SPELLINGS = new Set(
  'xuexi chidao zhijie suishi taidu zhidu xifen fudu toubao miyao yanshi dajie kanren xiaoqi duzi dushu'.split(' '),
);

/** A keyword of Latin letters alone (lsd, ddos): in normalized text it may be letters of joined English words. */
const LATIN_TERM = /^[a-z0-9]+$/;
/**
 * Whether a Latin keyword is a word of its own in the text as typed, its letters perhaps spaced or dotted apart
 * (LSD邮票, l.s.d), not letters of other words run together once spaces are dropped ('what skil-ls d-oes').
 */
function standsAlone(text: string, pattern: string): boolean {
  const spaced = Array.from(pattern).join('[^a-z0-9\\p{Script=Han}]*');
  return new RegExp(`(?<![a-z])${spaced}(?![a-z])`, 'u').test(text.normalize('NFKC').toLowerCase());
}

/**
 * Two letters that are both a two-character keyword's initials and an abbreviation of everyday career talk: dp (毒品;
 * dynamic programming, a director of photography, data protection), sd (上吊, 刷单; Stable Diffusion, an SD card),
 * cd (藏毒; a CD, the shell's cd), dm (大麻; a direct message, data mining), dc (赌场; a data centre), df (毒贩; a
 * DataFrame), dt (赌徒; a decision tree), tp (偷拍; ThinkPHP, TP-Link), sr (杀人; super-resolution), bc (博彩; business to
 * consumer, BC类产品). They count only where their sentence asks what the vice's askers ask (initials-by-sentence.ts,
 * initials-of-careers.ts), not beside any 想 or 哪里 within five characters (想去dc做运维 is a data centre).
 */
const CAREER_INITIALS = new Set('dp sd cd dm dc df dt tp sr bc'.split(' '));
/**
 * A getting, a supply, a wish or a way asked (买, 谁有, 哪里, 想, 方法): with the letters and nothing else beside them
 * (买dc, dm方法, 想sd) there is no sentence to read them by, and they are read as the keyword, as they always were.
 */
const INITIALS_ASKED =
  /买|卖|搞|弄|求|有没有|谁有|哪里|哪儿|在哪|去哪|渠道|有货|货源|吸|嗑|溜|试试|来点|想|方法|办法|平台|网站|网址|app|下注|充值|约|多少钱|一克/gu;
const bareAsk = (letters: string, run: string) => {
  const rest = letters.replace(run, '');
  return rest !== rest.replace(INITIALS_ASKED, '') && rest.replace(INITIALS_ASKED, '').length <= 1;
};
const initialsOfPair = (run: string, found: Data) => CAREER_INITIALS.has(run) && Array.from(found.pattern).length === 2;
function initialsAsked(letters: string, run: string): boolean {
  if (bareAsk(letters, run)) return true;
  for (let at = letters.indexOf(run); at >= 0; at = letters.indexOf(run, at + 1)) {
    if (/[a-z]/.test(letters.charAt(at - 1)) || /[a-z]/.test(letters.charAt(at + 2))) continue;
    // sd is 上吊, 刷单 and 杀掉 in the library: any vice reading counts, not only the one it found.
    if (initialsAskedAsVice(run, `${letters.slice(0, at)}@${letters.slice(at + 2)}`)) return true;
  }
  return false;
}

/** Keywords this long or longer are matched by sound (谐音) anywhere; shorter ones collide with everyday words. */
const HOMOPHONE_MIN_CHARS = 3;
/**
 * A two-character keyword heard with one character swapped for a homophone (涩情, 炸蛋, 卧鬼) counts only with words
 * of asking for or doing something, a wish or a plan (想去割碗, 打算), or a means' measure, within five characters,
 * since a bare pair of sounds is an everyday word as often as not (and the pair must be no dictionary word:
 * sound-pairs.ts).
 */
const SHORT_HOMOPHONE_CONTEXT =
  /怎么|如何|哪里|哪儿|在哪|去哪|教我|渠道|技巧|买|卖|搞点|弄点|求|有没有|平台|网站|代理|提神|直播|小说|不被|多深|多高|几楼|几层|几片|几颗|多少|用什么|需要|准备|打算|想|方法|办法|疼不疼|痛不痛|一次成功/;
const CONTEXT_CHARS = 5;
/** Shorter full spellings are too often letters of an English word (dama, xidu). */
const MIN_SPELLING_IN_RUN = 5;

type Data = { category: SafetyCategory | 'allow'; term: string; pattern: string };

/** What a compile produces; only `KeywordLibrary.compile` hands one to the constructor. */
export interface CompiledLibrary {
  literal: Automaton<Data>;
  sound: Automaton<Data>;
  spelled: Map<string, Data>;
  /** Full pinyin spellings only, for a keyword written half in pinyin and half in characters (bo彩). */
  syllabic: Map<string, Data>;
  /** Full spellings of five letters or more, found inside a longer run of letters (wozisha). */
  inRuns: Automaton<Data>;
  size: number;
}

/** The library's compile, in steps: reading each keyword's pinyin, then the automatons. */
function* compile(entries: Iterable<KeywordEntry>): Generator<true, CompiledLibrary, void> {
  const literal: Array<{ pattern: string; data: Data }> = [];
  const sound: Array<{ pattern: string; data: Data }> = [];
  const inRuns: Array<{ pattern: string; data: Data }> = [];
  const spelled = new Map<string, Data>();
  const syllabic = new Map<string, Data>();
  const seen = new Set<string>();
  for (const { term, category } of entries) {
    const pattern = normalizeText(term);
    if (!pattern || seen.has(pattern) || (category !== 'allow' && !isSafetyCategory(category))) continue;
    seen.add(pattern);
    const data = { category, term, pattern };
    literal.push({ pattern, data });
    const chars = Array.from(pattern);
    if (category === 'allow' || chars.length < 2) continue;
    // A keyword led by letters (k粉, k仔) is spelled with its characters' syllables too (kfen, k fen).
    const lead = /^[a-z]+/.exec(pattern)?.[0] ?? '';
    if (lead && chars.length > lead.length && chars.slice(lead.length).every(isHan))
      spelled.set(lead + spokenOf(pattern.slice(lead.length)).join(''), data);
    if (!chars.every(isHan)) continue;
    const spoken = spokenOf(pattern);
    sound.push({ pattern: spoken.map(codeOf).join(''), data });
    const initials = spoken.map((s) => s[0]).join('');
    if (!LATIN_WORDS.has(initials)) spelled.set(initials, data);
    const full = spoken.join('');
    if (!EVERYDAY_SPELLINGS.has(full)) {
      spelled.set(full, data);
      syllabic.set(full, data);
      if (full.length >= MIN_SPELLING_IN_RUN) inRuns.push({ pattern: full, data });
    }
    if (seen.size % 256 === 0) yield true;
  }
  return {
    literal: yield* buildAutomaton(literal),
    sound: yield* buildAutomaton(sound),
    inRuns: yield* buildAutomaton(inRuns),
    spelled,
    syllabic,
    size: seen.size,
  };
}

/**
 * The local library compiled for matching: one Aho–Corasick automaton over the normalized keywords and
 * innocent phrases, one over their sounds, and a lookup of their pinyin spellings. A keyword inside an innocent
 * phrase (博彩 in 博彩监管) does not count. Built once per library change; matching allocates little.
 */
export class KeywordLibrary {
  private readonly literal: Automaton<Data>;
  private readonly sound: Automaton<Data>;
  private readonly spelled: Map<string, Data>;
  private readonly syllabic: Map<string, Data>;
  private readonly inRuns: Automaton<Data>;
  readonly size: number;

  /** Compiles at once (for small libraries, tests and tools), unless given what `compile` already built. */
  constructor(entries: Iterable<KeywordEntry>, built?: CompiledLibrary) {
    const compiled = built ?? runToEnd(compile(entries));
    this.literal = compiled.literal;
    this.sound = compiled.sound;
    this.spelled = compiled.spelled;
    this.syllabic = compiled.syllabic;
    this.inRuns = compiled.inRuns;
    this.size = compiled.size;
  }

  /**
   * Compiles in slices of a few milliseconds, giving the event loop a turn between them: what a running server
   * does when the library changes, so 50,000 entries never freeze its requests.
   */
  static async compile(entries: Iterable<KeywordEntry>, sliceMs = 8): Promise<KeywordLibrary> {
    const compiled = await runInSlices(compile(entries), sliceMs);
    return new KeywordLibrary([], compiled);
  }
  /** Where the library's innocent phrases (读博, 博彩监管) stand in normalized text: a disguise's reading spares them. */
  allowedSpans(normalized: string): Array<{ start: number; end: number }> {
    return this.literal.search(normalized).filter((h) => h.data.category === 'allow');
  }

  /**
   * The first keyword the text contains, written plainly or split up; with `disguises` also spelled in pinyin or
   * by sound. Disguises are a asker's tricks: an answer is read for plain keywords only, since its everyday words
   * (JD, 了解自己) spell or sound like keywords far more often than a model writes a disguised one.
   */
  match(text: string, { disguises = true }: { disguises?: boolean } = {}): KeywordHit | null {
    // A capital AI is the acronym (转行做AI, AI视频), not a pinyin spelling of a keyword's syllable.
    const normalized = normalizeText(text.replace(/(?<![A-Za-z])AI(?![A-Za-z])/g, '人工智能'));
    if (!normalized) return null;
    const hits = this.literal.search(normalized);
    const allowed = hits.filter((h) => h.data.category === 'allow');
    const inside = (s: number, e: number) => allowed.some((a) => a.start <= s && e <= a.end);
    for (const h of hits) {
      const { category, term, pattern } = h.data;
      if (category === 'allow' || inside(h.start, h.end)) continue;
      if (LATIN_TERM.test(pattern) && !standsAlone(text, pattern)) continue;
      return { category, rule: `keyword:${term}` };
    }
    if (!disguises) return null;
    const spaced = this.digitsBetween(normalized);
    if (spaced) return spaced;
    // An innocent phrase masks the pinyin read inside it too ('转行做ai' is no zuoai spelled out).
    const masked = allowed.length
      ? normalized
          .split('')
          .map((ch, i) => (inside(i, i + 1) ? ' ' : ch))
          .join('')
      : normalized;
    const letters = withoutToneNumbers(masked);
    for (const { 0: run, index } of letters.matchAll(/[a-z]+/g)) {
      const found = this.spelled.get(run);
      if (!found || found.category === 'allow' || endsIntoWord(run, letters.charAt(index + run.length))) continue;
      if (!initialsOfPair(run, found) || initialsAsked(letters, run))
        return { category: found.category, rule: `pinyin:${run}→${found.term}` };
    }
    // A full spelling the asker spaced apart from its neighbours ('mai dama'), which dropping the spaces joined to them.
    for (const word of withoutToneMarks(text.normalize('NFKC'))
      .toLowerCase()
      .match(/[a-z]{4,}/g) ?? []) {
      const found = this.syllabic.get(word);
      if (found && found.category !== 'allow')
        return { category: found.category, rule: `pinyin:${word}→${found.term}` };
    }
    // Not a spelling whose syllables each end or begin an everyday word beside it (gong zuo ya li: no 做鸭).
    for (const { data, start, end } of this.inRuns.search(letters))
      if (
        data.category !== 'allow' &&
        !straddlesWords(letters, start, end) &&
        !offTheCut(letters, start, end) &&
        !insideLongerWord(letters, start, end, data.term) &&
        !endsIntoWord(letters.slice(start, end), letters.charAt(end))
      )
        return { category: data.category, rule: `pinyin:${data.term}` };
    // Letters running into an everyday word with the character after them end no keyword begun by one before them
    // (做ai好的工作 is 做爱好的工作).
    const runOn = [...letters.matchAll(/[a-z]+/g)]
      .filter(({ 0: run, index }) => endsIntoWord(run, letters.charAt(index + run.length)))
      .map(({ 0: run }) => run);
    for (const spelling of mixedSpellings(letters)) {
      if (runOn.some((run) => spelling.endsWith(run))) continue;
      const found = this.syllabic.get(spelling);
      if (found && found.category !== 'allow')
        return { category: found.category, rule: `pinyin:${spelling}→${found.term}` };
    }
    // An innocent phrase masks what sounds like a keyword inside it, as it does for the written keyword.
    for (const heard of soundsOf(normalized)) {
      for (const h of this.sound.search(heard)) {
        const { category, term, pattern } = h.data;
        if (category === 'allow' || inside(h.start, h.end)) continue;
        if (
          (pattern.length >= HOMOPHONE_MIN_CHARS && this.keepsACharacter(normalized, h.start, pattern)) ||
          this.swappedInContext(normalized, h.start, pattern)
        )
          return { category, rule: `homophone:${term}` };
      }
    }
    return null;
  }

  /**
   * A keyword with digits put between its characters (冰1毒2怎么买, 赌3博): read with the digits between characters taken
   * out, counting only where digits were, so counts beside words (吃30片, 第1名) join nothing of their own.
   */
  private digitsBetween(normalized: string): KeywordHit | null {
    // Where each cut falls in the joined text: its offset in the question less the digits cut before it.
    const cuts: number[] = [];
    let removed = 0;
    const joined = normalized.replace(/(?<=\p{Script=Han})[0-9]{1,2}(?=\p{Script=Han})/gu, (digits, at: number) => {
      cuts.push(at - removed);
      removed += digits.length;
      return '';
    });
    if (!cuts.length) return null;
    const hits = this.literal.search(joined);
    const allowed = hits.filter((h) => h.data.category === 'allow');
    for (const { data, start, end } of hits) {
      if (data.category === 'allow' || allowed.some((a) => a.start <= start && end <= a.end)) continue;
      if (cuts.some((at) => start < at && at < end)) return { category: data.category, rule: `keyword:${data.term}` };
    }
    return null;
  }

  /**
   * A longer keyword heard: a disguise keeps at least one of its characters (实时彩, 十时彩, 嗨洛因), while words that
   * only sound alike share none ('其实是裁员' is heard as 时时彩, '硕士材料' by 硕's rare reading shi) or swap in a
   * character of everyday grammar ('压力大吗，有没有' is heard as 大麻油).
   */
  private keepsACharacter(normalized: string, start: number, pattern: string): boolean {
    const written = Array.from(normalized.slice(start, start + pattern.length));
    const swapped = written.filter((ch, i) => ch !== pattern[i]);
    return swapped.length < written.length && !swapped.some((ch) => GRAMMAR_CHARACTERS.test(ch));
  }

  /**
   * A short keyword heard: one of its characters written as is, the other swapped for one of its exact sound, the
   * two no everyday word (sound-pairs.ts), and an ask nearby.
   */
  private swappedInContext(normalized: string, start: number, pattern: string): boolean {
    if (pattern.length !== 2 || !swappedPair(normalized, start, pattern)) return false;
    const before = normalized.slice(Math.max(0, start - CONTEXT_CHARS), start);
    const after = normalized.slice(start + 2, start + 2 + CONTEXT_CHARS);
    return SHORT_HOMOPHONE_CONTEXT.test(before) || SHORT_HOMOPHONE_CONTEXT.test(after);
  }
}
