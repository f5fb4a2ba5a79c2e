/** Geometry of the RIASEC hexagon chart; pure so it is tested without rendering. */
export interface Point {
  x: number;
  y: number;
}

export interface HexagonFrame {
  cx: number;
  cy: number;
  /** Distance from the centre to a vertex at 100 %. */
  radius: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Vertex `index` (0 = R at the top, then clockwise I, A, S, E, C) at `fraction` of the radius. */
export function hexagonPoint(index: number, fraction: number, { cx, cy, radius }: HexagonFrame): Point {
  const angle = -Math.PI / 2 + (index * Math.PI) / 3;
  return { x: round(cx + radius * fraction * Math.cos(angle)), y: round(cy + radius * fraction * Math.sin(angle)) };
}

const clampPercent = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0);

/** The six score points, each on its own axis and scaled by its percent (0–100, clamped). */
export function radarPoints(percents: readonly number[], frame: HexagonFrame): Point[] {
  return percents.map((p, i) => hexagonPoint(i, clampPercent(p) / 100, frame));
}

/** One grid ring: the hexagon at `fraction` of the radius. */
export function ringPoints(fraction: number, frame: HexagonFrame): Point[] {
  return Array.from({ length: 6 }, (_, i) => hexagonPoint(i, fraction, frame));
}

/** SVG `points` attribute of a polygon. */
export function toPolygon(points: readonly Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
}

/** Where a vertex label goes and how it is anchored, so labels sit outside the hexagon. */
export function labelPlacement(
  index: number,
  frame: HexagonFrame,
  gap: number,
): Point & { anchor: 'start' | 'middle' | 'end' } {
  const p = hexagonPoint(index, (frame.radius + gap) / frame.radius, frame);
  const dx = p.x - frame.cx;
  const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
  return { ...p, anchor };
}
