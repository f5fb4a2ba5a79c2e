import { useId } from 'react';
import { theme } from 'antd';
import type { RiasecType } from '@lucina/contracts';
import { assessmentText } from '../locale';
import {
  hexagonPoint,
  labelPlacement,
  radarPoints,
  ringPoints,
  toPolygon,
  type HexagonFrame,
} from '../utils/radar-geometry';
import { typeColors } from '../utils/type-colors';
import { ScoreTable, type RadarScore } from './score-table';
import styles from './report.module.css';

const t = assessmentText.result;
const FRAME: HexagonFrame = { cx: 210, cy: 196, radius: 128 };
const RINGS = [0.2, 0.4, 0.6, 0.8, 1];
const LABEL_GAP = 22;

/** Line offsets of the two-line label (name, percent) so it sits clear of its vertex. */
function labelDy(index: number): [number, number] {
  if (index === 0) return [-20, -2];
  if (index === 3) return [10, 28];
  return [-4, 14];
}

/** Hand-drawn RIASEC hexagon: six axes in hexagon order, the score shape scaled by percent. */
export function RiasecRadar({ scores }: { scores: readonly RadarScore[] }) {
  const { token } = theme.useToken();
  const titleId = useId();
  const descId = useId();
  const shape = radarPoints(
    scores.map((s) => s.percent),
    FRAME,
  );
  const summary = scores.map((s) => `${s.nameZh} ${s.type} ${s.percent}%`).join('，');

  return (
    <figure className={styles.radar}>
      <svg
        viewBox="0 0 420 392"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.radarSvg}
      >
        <title id={titleId}>{t.chartTitle}</title>
        <desc id={descId}>{t.chartLabel(summary)}</desc>
        {RINGS.map((f) => (
          <polygon
            key={f}
            points={toPolygon(ringPoints(f, FRAME))}
            fill={f === 1 ? token.colorFillQuaternary : 'none'}
            stroke={token.colorBorderSecondary}
            strokeWidth={1}
          />
        ))}
        {scores.map((s, i) => {
          const end = hexagonPoint(i, 1, FRAME);
          return (
            <line key={s.type} x1={FRAME.cx} y1={FRAME.cy} x2={end.x} y2={end.y} stroke={token.colorBorderSecondary} />
          );
        })}
        <polygon
          className={styles.radarShape}
          style={{ transformOrigin: `${FRAME.cx}px ${FRAME.cy}px` }}
          points={toPolygon(shape)}
          fill={token.colorPrimary}
          fillOpacity={0.18}
          stroke={token.colorPrimary}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {shape.map((p, i) => {
          const type = scores[i]!.type as RiasecType;
          return (
            <circle
              key={type}
              cx={p.x}
              cy={p.y}
              r={5}
              fill={typeColors(type, token).solid}
              stroke={token.colorWhite}
              strokeWidth={2}
            />
          );
        })}
        {scores.map((s, i) => {
          const at = labelPlacement(i, FRAME, LABEL_GAP);
          const [dy1, dy2] = labelDy(i);
          return (
            <text key={s.type} x={at.x} y={at.y} textAnchor={at.anchor} className={styles.radarLabel}>
              <tspan x={at.x} dy={dy1} fill={token.colorText} fontWeight={600}>
                {s.nameZh} <tspan fill={typeColors(s.type, token).solid}>{s.type}</tspan>
              </tspan>
              <tspan x={at.x} y={at.y} dy={dy2} fill={token.colorTextSecondary} className={styles.radarPercent}>
                {s.percent}%
              </tspan>
            </text>
          );
        })}
      </svg>
      <ScoreTable scores={scores} />
    </figure>
  );
}
