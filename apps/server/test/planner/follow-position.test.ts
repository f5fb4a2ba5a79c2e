import { describe, expect, it } from 'vitest';
import { pointedItem } from '../../src/providers/llm/offline/dialogue.js';
import {
  atOwnOption,
  atPicked,
  atPlace,
  optionsListed,
  pickedIn,
  placeAgain,
  pointerIn,
} from '../../src/providers/llm/offline/follow-position.js';
import { bridge } from '../../src/providers/llm/offline/framing.js';
import { understand } from '../../src/providers/llm/offline/thread.js';
import { noProfile } from '../chat/planner-profiles.js';
import { chain as askInTurn, kb } from './conversation.js';

/*
 * A follow-up that points by place ('后面那个', '中间那个', '前者/后者') at the things the asker's own previous question
 * listed, or at what the previous answer listed. Written for these tests, apart from the evaluation sets.
 */

/** The last answer of a conversation, each question asked after the ones before it. */
const chain = (...questions: string[]) => askInTurn(...questions).at(-1)!;

/** The answer's first line after the offline notice. */
const opening = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('【'))[0]!
    .replace(/[#*]/gu, '');

describe('where a follow-up points', () => {
  it('reads places by order, from the end, the middle and 前者/后者', () => {
    expect(pointerIn('第二个要学多久')).toMatchObject({ place: 2, ofAnswer: false });
    expect(pointerIn('后面那个具体做什么')).toMatchObject({ said: '后面那个', place: -1 });
    expect(pointerIn('中间那个怎么考')).toMatchObject({ said: '中间那个', place: 0 });
    expect(pointerIn('后者工资一般多少')).toMatchObject({ said: '后者', place: -1 });
    expect(pointerIn('前者读几年')).toMatchObject({ said: '前者', place: 1 });
    // Said of the answer's list: '你说的第二条'.
    expect(pointerIn('你说的第二条能展开讲讲吗')).toMatchObject({ place: 2, ofAnswer: true });
    expect(pointerIn('产品经理具体做什么')).toBeNull();
  });

  it('counts 前者/后者 and the middle against an answer’s items too', () => {
    expect(pointedItem('后者压力大吗')).toBe(-1);
    expect(pointedItem('前者加班多吗')).toBe(1);
    expect(pointedItem('中间那个好找工作吗')).toBe(0);
    expect(atPlace(['a', 'b', 'c'], 0)).toBe('b');
    expect(atPlace(['a', 'b'], 0)).toBeNull();
    expect(atPlace(['a', 'b', 'c'], -1)).toBe('c');
  });

  it('lists the options a question names, three or two', () => {
    expect(optionsListed('产品经理、数据分析、运营这三个哪个适合我')).toEqual(['产品经理', '数据分析', '运营']);
    expect(optionsListed('教师、公务员、国企这几个哪个更稳定')).toEqual(['教师', '公务员', '国企']);
    expect(optionsListed('考研和考公我该选哪个')).toEqual(['考研', '考公']);
    expect(optionsListed('考研选学硕还是专硕')).toEqual(['学硕', '专硕']);
    expect(optionsListed('会计专业能做哪些工作？')).toEqual([]);
    expect(optionsListed('UI设计、前端开发、测试，哪个好入门')).toEqual(['UI设计', '前端开发', '测试']);
    // What the asker has, not what they choose among.
    expect(optionsListed('我学过Python、SQL、Excel，能找什么工作')).toEqual([]);
  });

  it('asks the question again with the option’s name in place of the pointer', () => {
    expect(atOwnOption('后面那个具体做什么', '产品经理、数据分析、运营这三个哪个适合我')).toEqual({
      asked: '运营具体做什么',
      option: '运营',
    });
    expect(atOwnOption('那后者要准备多久', '考研和考公我该选哪个')?.asked).toBe('考公要准备多久');
    // Two places weighed, or the answer's own points: not an option of the question.
    expect(atOwnOption('第一个和第二个哪个好', '产品经理、数据分析、运营这三个哪个适合我')).toBeNull();
    expect(atOwnOption('你说的第二条能展开吗', '产品经理、数据分析、运营这三个哪个适合我')).toBeNull();
  });
});

describe('a follow-up answered about what it points at', () => {
  it('answers 后面那个 about the last option the asker listed, and opens on it', () => {
    const text = chain('产品经理、数据分析、运营这三个哪个适合我', '后面那个具体做什么');
    expect(opening(text)).toContain('运营');
    expect(text).not.toContain('先说产品经理');
    expect(text).not.toContain('统计师');
  });

  it('answers 中间那个 and 后者 about that option', () => {
    expect(opening(chain('产品经理、数据分析、运营这三个哪个适合我', '中间那个要学啥'))).toContain('数据分析');
    const reading = understand(kb, {
      question: '后者工资一般多少',
      previousQuestions: ['去大厂还是去国企好'],
      previousAnswer: chain('去大厂还是去国企好'),
      profile: noProfile,
    });
    expect(reading.restated).toBe('国企工资一般多少');
    expect(reading.followUp?.pointed).toBe('国企');
  });

  it('sizes the time of the option pointed at, not of the first one the question before named', () => {
    const text = chain('UI设计、前端开发、测试这三个零基础哪个好入门', '第二个要学多久');
    expect(text).toContain('前端');
    expect(text).not.toContain('转UI设计要多久');
  });

  it('names the item pointed at before anything else when the answer does not', () => {
    const reading = {
      followUp: { items: ['律师事务所', '法律科技与法律内容'], pointed: '法律科技与法律内容', previous: null },
    } as unknown as Parameters<typeof bridge>[0];
    expect(bridge(reading, '关于法学的薪资……')).toContain('法律科技与法律内容');
    expect(bridge(reading, '法律科技与法律内容的薪资……')).toBe('');
  });
});

describe('a follow-up pointing at the recommended one, or at another place', () => {
  it('reads 你推荐的那个 and 刚才那个城市 as the option the previous answer picked', () => {
    const answer = '**在北京和成都之间，我更建议你选成都（新一线）**。因为……';
    expect(pickedIn(answer)).toBe('成都');
    expect(atPicked('刚才那个城市房租多少', answer)).toEqual({ asked: '成都房租多少', option: '成都' });
    expect(atPicked('你推荐的那个要学多久', '### 数据分析师')).toBeNull();
    const text = chain('数据分析和前端开发哪个适合我', '你推荐的那个要学多久');
    const picked = pickedIn(chain('数据分析和前端开发哪个适合我'))!;
    expect(opening(text)).toContain(picked);
  });

  it('asks the turn before again with the other place', () => {
    expect(placeAgain('那如果是第3个呢', '第一个工资多少')).toBe('第3个工资多少');
    expect(placeAgain('那第三个呢', '第一个门槛高吗')).toBe('第三个门槛高吗');
    // More than a place, or no place before: not this.
    expect(placeAgain('那第三个要学什么', '第一个门槛高吗')).toBeNull();
    expect(placeAgain('那第三个呢', '产品经理门槛高吗')).toBeNull();
    const text = chain('产品经理、数据分析、运营这三个哪个适合我', '第一个门槛高吗', '那第三个呢');
    expect(opening(text)).toContain('运营');
  });
});
