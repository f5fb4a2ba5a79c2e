import { itemAt, listedItems, pointedItem, pointedItems } from './dialogue.js';

/*
 * '第一个我不太感兴趣，换一个', '第二个不想做', '换一个吧': the asker turns one listed item down, or the whole pick, and
 * asks for another. Describing the item pointed at (its card, its outlet) answers the opposite of what was asked: the
 * reply is options not yet listed, without the one turned down (follow-other.ts), with the rest still kept.
 */

/**
 * Turning a thing down, in the words people use for it; said of the item, so nothing follows but the end of the
 * clause or the item itself ('第二个不想做', '不喜欢后面那个'): '不太想加班' turns down overtime, not the item.
 */
const TURNS_DOWN =
  /(?:不(?:太|怎么|是很)?(?:感兴趣|喜欢|想(?:做|干|去|当|选|学|考虑)?|考虑|适合我)|没(?:有)?(?:什么|啥)?兴趣|不要|排除|算了|pass)(?=$|[，,。.！!？?～~\s]|了|吧|啊|呀|哦|的话|换|第|前面|后面|最后|那|这)|换(?:一|1)?个/iu;

/** The whole question asks for another pick ('换一个吧', '换个别的方向说说'), nothing else. */
const SWAP =
  /^(?:那|那就|要不|要不然)?\s*换(?:一|1)?个(?:吧|呗)?(?:别的|其他的?|其它的?)?(?:方向|选择|职业|工作|出路|岗位)?(?:说说|看看|推荐(?:一下)?|讲讲)?(?:吧|呢|呗)?[？?。！!～~]*$/u;

export const asksSwap = (question: string) => SWAP.test(question.trim());

/** The listed item the question turns down ('第二个不想做' → the second item), or null. */
export function droppedItem(question: string, previousAnswer: string): string | null {
  const place = pointedItem(question);
  // Two pointed at ('第二个和第三个哪个好') are weighed against each other (positions.ts), neither turned down.
  if (place === null || place === 0 || pointedItems(question).length > 1 || !TURNS_DOWN.test(question)) return null;
  return itemAt(listedItems(previousAnswer), place) ?? null;
}
