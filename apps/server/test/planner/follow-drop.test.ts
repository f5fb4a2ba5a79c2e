import { describe, expect, it } from 'vitest';
import { chain } from './conversation.js';
import { asksSwap, droppedItem } from '../../src/providers/llm/offline/follow-drop.js';

/*
 * A listed item turned down ('第一个没兴趣，换一个') or another pick asked for ('换一个吧'): options not yet listed,
 * without the one turned down and what is like it, never that item's card. Written for these tests, apart from the
 * evaluation sets.
 */
const list = '### 出路\n1. **甲方向**：…\n2. **乙方向**：…\n3. **丙方向**：…';

describe('turning a listed item down', () => {
  it('reads the item turned down, and a bare request for another pick', () => {
    expect(droppedItem('第二个我没啥兴趣', list)).toBe('乙方向');
    expect(droppedItem('最后一个不想干，还有别的吗', list)).toBe('丙方向');
    expect(droppedItem('第二个工资多少', list)).toBeNull();
    // Turning down something else of it, or two weighed against each other.
    expect(droppedItem('第二个加班多吗，我不太想加班', list)).toBeNull();
    expect(droppedItem('第二个和第三个哪个好，我不想出差', list)).toBeNull();
    expect(droppedItem('不喜欢后面那个', list)).toBe('丙方向');
    expect(asksSwap('换个别的方向推荐一下')).toBe(true);
    expect(asksSwap('换个城市呢')).toBe(false);
    expect(asksSwap('换个说法')).toBe(false);
  });

  it('answers with roads not yet listed, leaving out the one turned down and its like', () => {
    const [first, reply] = chain('汉语言文学专业能做什么工作', '第一个我没兴趣，换一个') as [string, string];
    const turnedDown = /1\. \*\*([^*（(]+)/u.exec(first)![1]!.trim();
    expect(reply).toContain(`不考虑上一轮的“${turnedDown}”`);
    // Not that item's card again.
    expect(reply).not.toMatch(new RegExp(`### ${turnedDown}`, 'u'));
    if (/老师|教师/u.test(turnedDown))
      expect(
        reply
          .split('\n')
          .filter((l) => l.startsWith('- **'))
          .join(''),
      ).not.toMatch(/教师|老师/u);
  });
});
