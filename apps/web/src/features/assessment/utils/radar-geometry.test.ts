import { describe, expect, it } from 'vitest';
import { hexagonPoint, labelPlacement, radarPoints, ringPoints, toPolygon, type HexagonFrame } from './radar-geometry';

const frame: HexagonFrame = { cx: 200, cy: 200, radius: 100 };
const dist = (p: { x: number; y: number }) => Math.hypot(p.x - frame.cx, p.y - frame.cy);
const angle = (p: { x: number; y: number }) => (Math.atan2(p.y - frame.cy, p.x - frame.cx) * 180) / Math.PI;

describe('radar geometry', () => {
  it('puts six vertices on a regular hexagon, R at the top and the rest clockwise 60° apart', () => {
    const ring = ringPoints(1, frame);
    expect(ring).toHaveLength(6);
    expect(ring[0]).toEqual({ x: 200, y: 100 });
    ring.forEach((p) => expect(dist(p)).toBeCloseTo(100, 1));
    const angles = ring.map(angle);
    for (let i = 1; i < 6; i++) expect((angles[i]! - angles[i - 1]! + 360) % 360).toBeCloseTo(60, 0);
    // Clockwise on screen: the second vertex (I) is to the right of the top.
    expect(ring[1]!.x).toBeGreaterThan(frame.cx);
    // Equal sides: a regular hexagon's side equals its radius.
    for (let i = 0; i < 6; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % 6]!;
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(100, 1);
    }
  });

  it('scales each score point along its own axis by its percent', () => {
    const points = radarPoints([100, 50, 0, 25, 80, 10], frame);
    expect(points.map((p) => Math.round(dist(p)))).toEqual([100, 50, 0, 25, 80, 10]);
    points.forEach((p, i) => {
      if (dist(p) > 0) expect(angle(p)).toBeCloseTo(angle(hexagonPoint(i, 1, frame)), 0);
    });
  });

  it('clamps percents outside 0–100 and treats a missing value as 0', () => {
    const points = radarPoints([140, -20, Number.NaN, 100, 100, 100], frame);
    expect(dist(points[0]!)).toBeCloseTo(100, 1);
    expect(points[1]).toEqual({ x: 200, y: 200 });
    expect(points[2]).toEqual({ x: 200, y: 200 });
  });

  it('anchors labels outside the hexagon: middle at top and bottom, start on the right, end on the left', () => {
    expect(labelPlacement(0, frame, 20)).toMatchObject({ x: 200, y: 80, anchor: 'middle' });
    expect(labelPlacement(1, frame, 20).anchor).toBe('start');
    expect(labelPlacement(3, frame, 20).anchor).toBe('middle');
    expect(labelPlacement(5, frame, 20).anchor).toBe('end');
  });

  it('formats points for an SVG polygon', () => {
    expect(
      toPolygon([
        { x: 1, y: 2 },
        { x: 3.5, y: 4 },
      ]),
    ).toBe('1,2 3.5,4');
  });
});
