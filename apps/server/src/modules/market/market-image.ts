/** Escapes text for an SVG text node. */
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The hero image of a service (1200×480): the service's colour, its title, summary and tags, drawn as
 * SVG so it is sharp at any size and weighs a few KB. Made here rather than hot-linked from anywhere.
 */
export function marketImageSvg(s: { title: string; summaryZh: string; tagsZh: string[]; accent: string }): string {
  const tags = s.tagsZh
    .slice(0, 3)
    .map((tag, i) => {
      const x = 72 + i * 170;
      return `<rect x="${x}" y="318" width="150" height="44" rx="22" fill="#ffffff" fill-opacity="0.18"/><text x="${x + 75}" y="347" text-anchor="middle" font-size="20" fill="#ffffff">${esc(tag)}</text>`;
    })
    .join('');
  const summary = s.summaryZh.length > 30 ? [s.summaryZh.slice(0, 30), s.summaryZh.slice(30, 60)] : [s.summaryZh];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480" role="img" aria-label="${esc(s.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.accent}"/><stop offset="1" stop-color="#6266EB"/></linearGradient></defs>
<rect width="1200" height="480" fill="url(#g)"/>
<circle cx="1040" cy="90" r="190" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="1120" cy="420" r="140" fill="#ffffff" fill-opacity="0.06"/>
<path d="M880 300 l60 -60 l60 60 l-60 60 z" fill="#ffffff" fill-opacity="0.12"/>
<g font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">
<text x="72" y="150" font-size="56" font-weight="700" fill="#ffffff">${esc(s.title)}</text>
${summary.map((line, i) => `<text x="72" y="${215 + i * 38}" font-size="26" fill="#ffffff" fill-opacity="0.9">${esc(line)}</text>`).join('\n')}
${tags}
<text x="72" y="430" font-size="20" fill="#ffffff" fill-opacity="0.75">Lucina · 服务广场</text>
</g>
</svg>`;
}
