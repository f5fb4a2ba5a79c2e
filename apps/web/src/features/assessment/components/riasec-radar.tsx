import { useId } from 'react';
import { Business, type RiasecType } from '@lucina/contracts';
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
/** antd's theme colours (styles/global.css), as values: SVG attributes take no CSS variables, nor does the PDF copy. */
const INK = {
  fill: 'rgba(0, 0, 0, 0.02)',
  line: '#f0f0f0',
  primary: Business.primaryColor,
  white: '#fff',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
};

/** Line offsets of the two-line label (name, percent) so it sits clear of its vertex. */
function labelDy(index: number): [number, number] {
  if (index === 0) return [-20, -2];
  if (index === 3) return [10, 28];
  return [-4, 14];
}

/** Hand-drawn RIASEC hexagon: six axes in hexagon order, the score shape scaled by percent. */
export function RiasecRadar({ scores }: { scores: readonly RadarScore[] }) {
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
            fill={f === 1 ? INK.fill : 'none'}
            stroke={INK.line}
            strokeWidth={1}
          />
        ))}
        {scores.map((s, i) => {
          const end = hexagonPoint(i, 1, FRAME);
          return <line key={s.type} x1={FRAME.cx} y1={FRAME.cy} x2={end.x} y2={end.y} stroke={INK.line} />;
        })}
        <polygon
          className={styles.radarShape}
          style={{ transformOrigin: `${FRAME.cx}px ${FRAME.cy}px` }}
          points={toPolygon(shape)}
          fill={INK.primary}
          fillOpacity={0.18}
          stroke={INK.primary}
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
              fill={typeColors(type).solid}
              stroke={INK.white}
              strokeWidth={2}
            />
          );
        })}
        {scores.map((s, i) => {
          const at = labelPlacement(i, FRAME, LABEL_GAP);
          const [dy1, dy2] = labelDy(i);
          return (
            <text key={s.type} x={at.x} y={at.y} textAnchor={at.anchor} className={styles.radarLabel}>
              <tspan x={at.x} dy={dy1} fill={INK.text} fontWeight={600}>
                {s.nameZh} <tspan fill={typeColors(s.type).solid}>{s.type}</tspan>
              </tspan>
              <tspan x={at.x} y={at.y} dy={dy2} fill={INK.textSecondary} className={styles.radarPercent}>
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
