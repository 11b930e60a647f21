/**
 * The usage chart, from visx building blocks: bars on the left axis (kWh, m³ or pula; solar: the net,
 * export below zero), projected days drawn hatched with a dashed outline, and the temperature as a
 * line on a second axis at the right. Keyboard: the chart's slider moves bar by bar (arrows, Home,
 * End) and reads out each bar's values; the pointer does the same by hovering. The same figures are in
 * the table view.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import type { UsageBar } from '../../../../machines/usage/usageOverview/usageOverview.connect.ts';
import type { UsageUnit } from '../../../../machines/usage/usageOverview/usageOverview.types.ts';
import type { UsageService, UsageView } from '../../../domain/usage.ts';
import { bucketLabel, formatFigure, formatTemperature, tickLabel } from './usageFormat.ts';

/** jsdom and old browsers have no ResizeObserver: the chart then keeps its initial size. */
class FixedSize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const margin = { top: 16, right: 64, bottom: 32, left: 64 };
const height = 320;

export interface UsageChartProps {
  bars: UsageBar[];
  view: UsageView;
  unit: UsageUnit;
  quantityUnit: 'kWh' | 'm3';
  service: UsageService;
  weather: boolean;
  /** The accessible name of the chart (what it shows and for when). */
  label: string;
  /** Bars that are not time buckets (the compare page's periods and homes): each bar's full and short label. */
  labelOf?: (start: string) => string;
  tickOf?: (start: string) => string;
  /** The reader says the quantity only (bars without a cost: similar homes). */
  quantityOnly?: boolean;
}

/** What the chart draws for a bar: solar shows the net (import above zero, export below). */
export function chartValue(bar: UsageBar, service: UsageService, unit: UsageUnit): number {
  return service === 'solar' && unit === 'quantity' ? (bar.net ?? 0) : bar.value;
}

/** What a screen reader hears for a bar. */
export function useBarText(props: Pick<UsageChartProps, 'view' | 'unit' | 'quantityUnit' | 'service' | 'labelOf' | 'quantityOnly'>) {
  const intl = useIntl();
  return (bar: UsageBar) => {
    const parts = [props.labelOf ? props.labelOf(bar.start) : bucketLabel(intl, bar.start, props.view)];
    if (props.service === 'solar') {
      parts.push(
        intl.formatMessage({ id: 'usage.solar.generation' }) + ' ' + formatFigure(intl, bar.quantity, 'quantity', props.quantityUnit),
        intl.formatMessage({ id: 'usage.solar.consumption' }) + ' ' + formatFigure(intl, bar.consumption ?? 0, 'quantity', props.quantityUnit),
        intl.formatMessage({ id: (bar.net ?? 0) < 0 ? 'usage.solar.export' : 'usage.solar.import' }) + ' ' + formatFigure(intl, Math.abs(bar.net ?? 0), 'quantity', props.quantityUnit),
      );
    } else {
      parts.push(formatFigure(intl, bar.quantity, 'quantity', props.quantityUnit));
      if (!props.quantityOnly) parts.push(formatFigure(intl, bar.cost, 'cost', props.quantityUnit));
    }
    if (bar.weather) parts.push(intl.formatMessage({ id: 'usage.weather.read' }, { mean: formatTemperature(intl, bar.weather.mean), high: formatTemperature(intl, bar.weather.high), low: formatTemperature(intl, bar.weather.low) }));
    if (bar.projected) parts.push(intl.formatMessage({ id: 'usage.projected' }));
    return parts.join(', ');
  };
}

export default function UsageChart(props: UsageChartProps) {
  const { bars, view, unit, quantityUnit, service, weather, label, tickOf } = props;
  const intl = useIntl();
  const patternId = useId().replace(/:/g, '');
  const describe = useBarText(props);
  const { parentRef, width: measured } = useParentSize({
    initialSize: { width: 720, height },
    resizeObserverPolyfill: typeof ResizeObserver === 'undefined' ? (FixedSize as unknown as typeof ResizeObserver) : undefined,
  });
  const width = Math.max(320, measured || 720);
  const [active, setActive] = useState(Math.max(0, bars.findLastIndex((bar) => !bar.projected)));
  const index = Math.min(active, Math.max(0, bars.length - 1));
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;

  const values = bars.map((bar) => chartValue(bar, service, unit));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const x = scaleBand<string>({ domain: bars.map((bar) => bar.start), range: [0, innerWidth], padding: bars.length > 60 ? 0.1 : 0.25 });
  const y = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [innerHeight, 0], nice: true });
  const temperatures = bars.filter((bar) => bar.weather).map((bar) => bar.weather!.mean);
  const showWeather = weather && temperatures.length > 0;
  const t = scaleLinear<number>({ domain: [Math.min(...temperatures, 10) - 2, Math.max(...temperatures, 30) + 2], range: [innerHeight, 0], nice: true });
  // At most about 12 tick labels on the bottom axis.
  const every = Math.max(1, Math.ceil(bars.length / 12));
  const tickValues = bars.filter((_, i) => i % every === 0).map((bar) => bar.start);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowDown: index - 1, ArrowRight: index + 1, ArrowUp: index + 1, Home: 0, End: bars.length - 1, PageUp: index + 7, PageDown: index - 7 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.max(0, Math.min(bars.length - 1, next)));
  };
  const current = bars[index];
  const valueText = current ? describe(current) : '';
  const unitTitle = unit === 'cost' ? 'BWP' : intl.formatMessage({ id: quantityUnit === 'm3' ? 'usage.unit.m3' : 'usage.unit.kWh' });

  return (
    <div className="usage-chart" ref={parentRef}>
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <defs>
          <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="6" className="usage-chart__hatch" strokeWidth="3" />
          </pattern>
        </defs>
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerWidth} className="usage-chart__grid" numTicks={5} />
          {bars.map((bar, i) => {
            const value = values[i]!;
            const top = y(Math.max(0, value));
            const barHeight = Math.abs(y(value) - y(0));
            const className = [
              'usage-chart__bar',
              bar.projected ? 'usage-chart__bar--projected' : '',
              value < 0 ? 'usage-chart__bar--export' : '',
              i === index ? 'usage-chart__bar--active' : '',
            ].join(' ');
            return (
              <Bar
                key={bar.start}
                x={x(bar.start) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(barHeight, value === 0 ? 0 : 1)}
                className={className}
                style={bar.projected ? { fill: `url(#${patternId})` } : undefined}
                strokeDasharray={bar.projected ? '4 3' : undefined}
                onPointerEnter={() => setActive(i)}
              />
            );
          })}
          {low < 0 ? <Line from={{ x: 0, y: y(0) }} to={{ x: innerWidth, y: y(0) }} className="usage-chart__zero" /> : null}
          {showWeather ? (
            <LinePath
              data={bars.filter((bar) => bar.weather)}
              x={(bar) => (x(bar.start) ?? 0) + x.bandwidth() / 2}
              y={(bar) => t(bar.weather!.mean)}
              className="usage-chart__temperature"
            />
          ) : null}
          <AxisLeft scale={y} numTicks={5} label={unitTitle} tickFormat={(v) => intl.formatNumber(Number(v), { maximumFractionDigits: 2 })} />
          {showWeather ? <AxisRight scale={t} left={innerWidth} numTicks={5} label="°C" labelOffset={24} tickFormat={(v) => intl.formatNumber(Number(v))} /> : null}
          <AxisBottom scale={x} top={innerHeight} tickValues={tickValues} tickFormat={(start) => (tickOf ? tickOf(start) : tickLabel(intl, start, view))} />
        </Group>
      </svg>
      <div
        className="usage-chart__reader"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={Math.max(1, bars.length)}
        aria-valuenow={index + 1}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">{valueText}</span>
      </div>
    </div>
  );
}
