import { campaignDays, type CampaignReport } from '@screenspot/contracts/report';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useCampaignReportHours } from '../../lib/report';
import { useNearView } from '../../lib/use-near-view';
import { count, formatAxisDay, formatDay, hourGrid } from './report-figures';
import { ErrorText } from '../ui/error-text';
import { HourGrid, HourGridLegend, hourGridScroll } from '../ui/hour-grid';
import { TableHead } from '../ui/table-head';
import styles from './report-charts.module.css';

const brand = '#4f46e5';
const bookedColour = '#c7d2fe';

/** Today's date in the report's zone, so the heat map stops at today. */
function todayIn(timezone: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
}

/** The days along the bottom and the plays up the side, as both charts draw them. */
function dayAxes(labels: string[]): uPlot.Axis[] {
  return [
    {
      stroke: '#56657a',
      grid: { show: false },
      ticks: { show: false },
      space: 64,
      values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (labels[v] ?? '') : '')),
      font: '11px system-ui, sans-serif',
    },
    {
      stroke: '#56657a',
      grid: { stroke: '#e2e8f0', width: 1 },
      ticks: { show: false },
      size: 48,
      values: (_u, splits) => splits.map((v) => count(v)),
      font: '11px system-ui, sans-serif',
    },
  ];
}

/**
 * Draws a uPlot chart into the box as wide as the box, follows the box's width, and draws it
 * again when its figures or the language change (not on every render).
 */
function usePlot(
  box: RefObject<HTMLDivElement | null>,
  height: number,
  data: uPlot.AlignedData,
  options: () => Omit<uPlot.Options, 'width' | 'height'>,
) {
  const { i18n } = useTranslation();
  const key = JSON.stringify(data);
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const plot = new uPlot({ width: host.clientWidth, height, ...options() }, data, host);
    const resize = new ResizeObserver(() => plot.setSize({ width: host.clientWidth, height }));
    resize.observe(host);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, i18n.language]);
}

/** A chart's figure: its caption, the box the chart draws in (read as one image), and extras. */
function ChartFigure({
  caption,
  label,
  testId,
  box,
  className,
  children,
}: {
  caption: string;
  label: string;
  testId: string;
  box: RefObject<HTMLDivElement | null>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <figure className={className ? `${styles.figure} ${className}` : styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div ref={box} className={styles.chart} data-testid={testId} role="img" aria-label={label} />
      {children}
    </figure>
  );
}

/** Plays per day, booked against delivered, as side-by-side bars (uPlot on a canvas). */
function DailyChart({ report, wide }: { report: CampaignReport; wide: boolean }) {
  const { t } = useTranslation('report');
  const box = useRef<HTMLDivElement>(null);
  const days = campaignDays(report);
  const data: uPlot.AlignedData = [
    days.map((_, i) => i),
    days.map((d) => d.booked),
    days.map((d) => d.delivered),
  ];
  usePlot(box, 220, data, () => {
    const labels = days.map((d) => formatAxisDay(d.date));
    const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.38, 28], align, gap: 1 });
    return {
      padding: [12, 8, 0, 0],
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      legend: { show: true, live: true },
      // The days are 0 to n − 1: half a day of room on each side, a lone day in the middle (uPlot
      // widens a one-value range on its own before it asks).
      scales: { x: { time: false, range: () => [-0.6, days.length - 0.4] } },
      axes: dayAxes(labels),
      series: [
        { label: t('report.day'), value: (_u, v) => (v === null ? '' : (labels[v] ?? '')) },
        {
          label: t('report.booked'),
          fill: bookedColour,
          stroke: bookedColour,
          paths: bars(-1),
          points: { show: false },
          value: (_u, v) => (v === null ? '—' : count(v)),
        },
        {
          label: t('report.deliveredColumn'),
          fill: brand,
          stroke: brand,
          paths: bars(1),
          points: { show: false },
          value: (_u, v) => (v === null ? '—' : count(v)),
        },
      ],
    };
  });

  return (
    <ChartFigure
      className={wide ? styles.wide : undefined}
      caption={t('report.dailyCaption')}
      testId="chart-daily"
      box={box}
      label={t('report.dailyLabel', {
        days: days
          .map((d) =>
            t('report.dailyDay', {
              day: formatDay(d.date),
              delivered: d.delivered,
              booked: d.booked,
            }),
          )
          .join('; '),
      })}
    >
      <details className={styles.asTable}>
        <summary>{t('report.asTable')}</summary>
        <table className={styles.table}>
          <TableHead columns={[t('report.day'), t('report.booked'), t('report.deliveredColumn')]} />
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDay(d.date)}</th>
                <td>{count(d.booked)}</td>
                <td>{count(d.delivered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ChartFigure>
  );
}

/** Delivered plays per day, one line per screen, when the campaign has several. */
function ScreensChart({ report }: { report: CampaignReport }) {
  const { t } = useTranslation('report');
  const box = useRef<HTMLDivElement>(null);
  const days = campaignDays(report);
  const palette = [brand, '#f59e0b', '#db2777', '#0891b2', '#15803d', '#7c3aed', '#64748b'];
  const data: uPlot.AlignedData = [
    days.map((_, i) => i),
    ...report.items.map((item) => {
      const byDate = new Map(item.days.map((d) => [d.date, d.delivered]));
      return days.map((d) => byDate.get(d.date) ?? 0);
    }),
  ];
  usePlot(box, 200, data, () => {
    const labels = days.map((d) => formatAxisDay(d.date));
    return {
      padding: [12, 8, 0, 0],
      cursor: { drag: { x: false, y: false } },
      // A lone day stands in the middle rather than at the left edge.
      scales: {
        x: { time: false, range: () => (days.length > 1 ? [0, days.length - 1] : [-1, 1]) },
      },
      axes: dayAxes(labels),
      series: [
        { label: t('report.day'), value: (_u, v) => (v === null ? '' : (labels[v] ?? '')) },
        ...report.items.map((item, i) => ({
          label: item.ledName,
          stroke: palette[i % palette.length],
          width: 2,
          value: (_u: uPlot, v: number | null) => (v === null ? '—' : count(v)),
        })),
      ],
    };
  });

  return (
    <ChartFigure
      caption={t('report.screensCaption')}
      testId="chart-screens"
      box={box}
      label={t('report.screensLabel')}
    />
  );
}

/**
 * Which hours of each day the plays ran: a dates × 24 grid shaded by plays. Its hours are read
 * apart (`?by=hour`) when the grid comes near the window, so the figures above never wait for them.
 */
function HourHeatmap({ campaignId, timezone }: { campaignId: number; timezone: string }) {
  const { t } = useTranslation('report');
  const figure = useRef<HTMLElement>(null);
  const hours = useCampaignReportHours(campaignId, useNearView(figure));
  return (
    <figure
      ref={figure}
      className={`${styles.figure} ${styles.wide}`}
      data-testid="report-hours"
      aria-busy={hours.data ? undefined : true}
    >
      <figcaption id="report-hours-caption" className={styles.caption}>
        {t('report.hoursCaption', { timezone })}
      </figcaption>
      {hours.data ? (
        <HourGridOf report={hours.data} />
      ) : hours.isError ? (
        <ErrorText error={hours.error} />
      ) : (
        <div className={styles.gridLoading} />
      )}
    </figure>
  );
}

/** The grid of a report read with its hours, from its first day to today or its last play. */
function HourGridOf({ report }: { report: CampaignReport }) {
  const { t } = useTranslation('report');
  const today = todayIn(report.timezone);
  const grid = hourGrid(report).filter(([date, row]) => date <= today || row.some((v) => v > 0));
  const max = Math.max(1, ...grid.flatMap(([, row]) => row));
  return (
    <>
      {/* It scrolls sideways on phones: a keyboard user reaches it to scroll it too. */}
      <div
        className={hourGridScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="report-hours-caption"
      >
        <HourGrid
          testId="chart-hours"
          valueAttribute="data-plays"
          wideLabels
          cornerLabel={t('report.day')}
          rows={grid.map(([date, values]) => ({ key: date, label: formatDay(date), values }))}
          cellTitle={(row, hour, value) =>
            t('report.hourCell', { day: row.label, hour, plays: count(value), count: value })
          }
        />
      </div>
      <HourGridLegend text={t('report.hourLegend', { plays: count(max), count: max })} />
    </>
  );
}

/** The report's charts; this module and uPlot load only where a report is shown. */
export default function ReportCharts({ report }: { report: CampaignReport }) {
  return (
    <div className={styles.charts}>
      <DailyChart report={report} wide={report.items.length < 2} />
      {report.items.length > 1 ? <ScreensChart report={report} /> : null}
      <HourHeatmap campaignId={report.campaignId} timezone={report.timezone} />
    </div>
  );
}
