import type { RiasecType } from '@lucina/contracts';

/**
 * Each Holland type's colours: antd's preset palettes (volcano, blue, magenta, green, gold, cyan), shade 6 as the
 * solid and shade 1 as the soft one. Fixed values, not antd's theme tokens: the report's first screen loads no antd,
 * and the app theme leaves these shades as antd has them.
 */
const TYPE_COLORS = {
  R: { solid: '#fa541c', soft: '#fff2e8' },
  I: { solid: '#1677ff', soft: '#e6f4ff' },
  A: { solid: '#eb2f96', soft: '#fff0f6' },
  S: { solid: '#52c41a', soft: '#f6ffed' },
  E: { solid: '#faad14', soft: '#fffbe6' },
  C: { solid: '#13c2c2', soft: '#e6fffb' },
} as const satisfies Record<RiasecType, { solid: string; soft: string }>;

export function typeColors(type: RiasecType) {
  return TYPE_COLORS[type];
}
