import type { DecisionOption } from './content/load.js';
import type { Decision } from './content/schema.js';

/**
 * The decision's options the text names, by name or alias. A name inside another option's longer name is not said
 * ('新一线城市' names 新一线, not also 一线城市).
 */
export function optionsNamed(decision: Decision | undefined, text: string): DecisionOption[] {
  const lower = text.toLowerCase();
  const options = decision?.options ?? [];
  const namesOf = (o: DecisionOption) => [o.name, ...o.aliases].filter(Boolean).map((a) => a.toLowerCase());
  return options.filter((o) => {
    const longer = options.filter((x) => x !== o).flatMap(namesOf);
    return namesOf(o).some((a) => {
      const masked = longer
        .filter((b) => b.length > a.length && b.includes(a))
        .reduce((t, b) => t.replaceAll(b, '\u0000'), lower);
      return masked.includes(a);
    });
  });
}

/** The options of the decision the question weighs. */
export function optionsWeighed(decision: Decision | undefined, question: string): DecisionOption[] {
  // '选调和国考能一起报吗' asks whether both can be done, not which: no option is weighed against the other.
  const both = /一起|同时|都报|都考|兼顾|两手/.test(question) && !/还是|选哪|哪个|怎么选|权衡/.test(question);
  const named = both ? [] : optionsNamed(decision, question);
  // '要不要读博''怎么权衡' weighs the decision's two options even when only one is named; '值得跳吗', '辞职做自由
  // 职业靠谱吗', '会不会后悔' ask whether to take a road, which weighs it against staying. '我还是想读博' does not.
  const weighs =
    /要不要|该不该|权衡|怎么选|选哪|值不值|值得|必要|靠谱|后悔|还是(?!想|要|觉得)|纠结|犹豫|读还是不读/.test(question);
  return named.length < 2 && weighs && decision?.options?.length === 2 ? decision.options : named;
}
