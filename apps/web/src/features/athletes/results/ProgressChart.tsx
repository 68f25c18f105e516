// A test's results over time as a line (recharts); for timed tests the axis is flipped so better is always up.
import { formatResult, type PhysicalTest } from '@podium/core';
import type { TestResult } from '@podium/core/api/athletes';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDay, formatShortDay } from '../../../ui/dates.ts';
import styles from './ProgressChart.module.css';
import { scoreAxis } from './progress-axis.ts';

interface Point {
  time: number;
  value: number;
  label: string;
}

function pointsOf(test: PhysicalTest, results: readonly TestResult[]): Point[] {
  return results
    .flatMap((result) =>
      // A result flagged out of bounds (owner only) would flatten every real one against the axis.
      result.mfScore === null || result.outOfBounds
        ? []
        : [
            {
              time: new Date(result.date).getTime(),
              value: result.mfScore,
              label: formatResult(result.score, result.unitOfMeasurement, test.key),
            },
          ],
    )
    .sort((a, b) => a.time - b.time);
}

const shortDate = (time: number) => formatShortDay(new Date(time));

function PointTooltip({
  active,
  label,
  points,
}: Pick<TooltipContentProps, 'active' | 'label'> & { points: Point[] }) {
  const point = points.find((candidate) => candidate.time === label);
  if (!active || !point) return null;
  return (
    <div className={styles.tooltip}>
      <strong>{point.label}</strong>
      <span>{formatDay(new Date(point.time))}</span>
    </div>
  );
}

export function ProgressChart({ test, results }: { test: PhysicalTest; results: readonly TestResult[] }) {
  const points = pointsOf(test, results);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) {
    return <p className={styles.note}>Add another result to see your progress over time.</p>;
  }
  const axis = scoreAxis(
    results,
    points.map((point) => point.value),
  );
  // Say the chart's unit only when neither the ticks nor the results say it (a length in in. drawn in cm).
  const shownUnit =
    axis === null &&
    results.some((result) => result.mfUnit !== null && result.mfUnit !== result.unitOfMeasurement)
      ? results[0]?.mfUnit
      : null;
  const summary = `Progress in ${test.name}: from ${first.label} on ${shortDate(first.time)} to ${last.label} on ${shortDate(last.time)}, ${points.length} results.`;

  return (
    <figure className={styles.chart}>
      <div role="img" aria-label={summary} className={styles.plot}>
        <ResponsiveContainer width="100%" height={200} initialDimension={{ width: 320, height: 200 }}>
          <LineChart
            data={points}
            margin={{ top: 12, right: 12, bottom: 4, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={shortDate}
              tick={{ fontSize: 12, fill: 'var(--color-ink-muted)' }}
              stroke="var(--color-line-strong)"
            />
            <YAxis
              dataKey="value"
              width={axis ? 56 : 44}
              reversed={test.better === 'lower'}
              domain={axis?.ticks ? [axis.ticks[0] ?? 'auto', axis.ticks.at(-1) ?? 'auto'] : ['auto', 'auto']}
              {...(axis ? { tickFormatter: axis.format } : {})}
              {...(axis?.ticks ? { ticks: axis.ticks } : {})}
              tick={{ fontSize: 12, fill: 'var(--color-ink-muted)' }}
              stroke="var(--color-line-strong)"
            />
            <Tooltip
              content={(props) => <PointTooltip active={props.active} label={props.label} points={points} />}
            />
            <Line
              type="linear"
              dataKey="value"
              stroke="var(--color-primary)"
              strokeWidth={3}
              dot={{ r: 4, fill: 'var(--color-primary)' }}
              activeDot={{ r: 6, fill: 'var(--color-volt)', stroke: 'var(--color-night)' }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.caption}>
        {test.better === 'lower' ? 'Faster times sit higher on the chart.' : 'Higher is better.'}
        {shownUnit ? ` Scores in ${shownUnit}.` : ''}
      </figcaption>
    </figure>
  );
}
