import type { GlobalToken } from 'antd';
import type { RiasecType } from '@lucina/contracts';

/** antd preset palette per Holland type: tags use the name, the chart and letters the token values. */
export const TYPE_PRESET = {
  R: 'volcano',
  I: 'blue',
  A: 'magenta',
  S: 'green',
  E: 'gold',
  C: 'cyan',
} as const satisfies Record<RiasecType, string>;

export function typeColors(type: RiasecType, token: GlobalToken) {
  const preset = TYPE_PRESET[type];
  return { solid: token[`${preset}6`], soft: token[`${preset}1`], border: token[`${preset}3`] };
}
