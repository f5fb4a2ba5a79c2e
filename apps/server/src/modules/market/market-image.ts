/** Escapes text for an SVG text node. */
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WIDTH = 1200;
const HEIGHT = 480;
/**
 * The narrowest a cover is shown: a card of /market's grid (260px columns). Every text of the cover is drawn at
 * least 14px there, so the cover carries the title alone, large; the summary and tags are the card's own text.
 */
export const COVER_MIN_WIDTH = 260;
export const COVER_MIN_TEXT_PX = 14;
const MIN_FONT = Math.ceil((COVER_MIN_TEXT_PX * WIDTH) / COVER_MIN_WIDTH);

/** The title's lines and size: one or two lines of up to 10 characters at 96, else three of 12 at 80. */
function titleLines(title: string): { lines: string[]; size: number } {
  const chars = [...title];
  const perLine = chars.length <= 20 ? 10 : 12;
  const size = chars.length <= 20 ? 96 : Math.max(80, MIN_FONT);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < 3; i += perLine) lines.push(chars.slice(i, i + perLine).join(''));
  return { lines, size };
}

/**
 * The hero image of a service (1200×480): the service's colour behind its title, drawn as SVG so it is sharp at any
 * size and weighs a few KB. A dark veil over the colour keeps white text above 4.5:1 on every shipped accent
 * (the lightest, #C9A227, is 2.4:1 bare). Made here rather than hot-linked from anywhere.
 */
export function marketImageSvg(s: { title: string; accent: string }): string {
  const { lines, size } = titleLines(s.title);
  const lineHeight = Math.round(size * 1.2);
  const top = (HEIGHT - lines.length * lineHeight) / 2 + size * 0.9;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${esc(s.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${esc(s.accent)}"/><stop offset="1" stop-color="#6266EB"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#000000" fill-opacity="0.35"/>
<circle cx="1080" cy="70" r="190" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="1150" cy="430" r="140" fill="#ffffff" fill-opacity="0.06"/>
<g font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" fill="#ffffff">
${lines.map((line, i) => `<text x="72" y="${Math.round(top + i * lineHeight)}" font-size="${size}">${esc(line)}</text>`).join('\n')}
</g>
</svg>`;
}
