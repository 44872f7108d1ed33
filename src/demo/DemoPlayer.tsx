import { keyframes } from '@emotion/react';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Language } from '../../machines/constants';
import { DEMO_STEP_DURATION, demoPlayerMachine } from '../../machines/demo-player.machine';
import { useActorClock, useInspect, useLanguage } from '../state/AppActorsProvider';
import { useActorSelector } from '../state/useActorSelector';
import { directionOf, fill, formatNumber } from '../i18n/locale';
import { interpolate } from '../i18n/placeholders';
import {
  chart,
  color,
  focusRing,
  leading,
  radius,
  size,
  space,
  text,
  visuallyHidden,
  weight,
} from '../styles/theme';
import { SpriteIcon } from '../chrome/SpriteIcon';
import { DashboardChart } from './DashboardChart';
import {
  DEMO_STEPS,
  loadDemoTexts,
  useDemoTexts,
  type DemoStepId,
  type DemoTexts,
} from './demo.texts';
import { anomaly, anomalyWeeksAgo, reorder, yearlyGrowthPercent } from './demo.data';
import { layersFor } from './layers';
import { motionPreferenceListener, prefersReducedMotion } from './motionPreference';

const STEP_COUNT = DEMO_STEPS.length;

const playerMachine = demoPlayerMachine.provide({ actors: { motionPreferenceListener } });

type DemoSnapshot = SnapshotFrom<typeof playerMachine>;

/**
 * What the page was prerendered with: no reduced-motion preference (the server cannot know it).
 * Hydration reads this snapshot, so the markup matches; then the view catches up with the actor.
 */
const serverSnapshot = createActor(playerMachine, {
  input: { stepCount: STEP_COUNT, reducedMotion: false },
}).getSnapshot();

/** Selectors live outside the component (STYLE §7). */
const selectStep = (snapshot: DemoSnapshot) => snapshot.context.step;
const selectPlaying = (snapshot: DemoSnapshot) => snapshot.matches('playing');

/** The figures the captions quote, isolated so they keep their shape inside Hebrew. */
function captionFigures(language: Language): Record<string, ReactNode> {
  const figure = (value: string) => <bdi dir="ltr">{value}</bdi>;
  const number = (value: number) => formatNumber(value, language);
  return {
    growth: figure(`${number(yearlyGrowthPercent)}%`),
    weeksAgo: figure(number(anomalyWeeksAgo)),
    extra: figure(number(anomaly.extra)),
    recommended: figure(number(reorder.recommended)),
    usual: figure(number(reorder.usual)),
  };
}

/**
 * The Home page demo: an analytics dashboard drawn in SVG that plays step by step, with a caption
 * for each step. It plays by itself unless the visitor prefers reduced motion; play, pause,
 * previous, next and the step list are buttons. The timing and state live in `demoPlayerMachine`.
 */
export function DemoPlayer() {
  const language = useLanguage();
  const clock = useActorClock();
  const actor = useActorRef(playerMachine, {
    input: { stepCount: STEP_COUNT, reducedMotion: prefersReducedMotion() },
    inspect: useInspect(),
    ...(clock ? { clock } : {}),
  });
  const step = useActorSelector(actor, selectStep, serverSnapshot);
  const playing = useActorSelector(actor, selectPlaying, serverSnapshot);

  return (
    <DemoPlayerView
      texts={useDemoTexts(language)}
      language={language}
      step={step}
      playing={playing}
      onPlay={() => actor.send({ type: 'demo.play' })}
      onPause={() => actor.send({ type: 'demo.pause' })}
      onPrevious={() => actor.send({ type: 'demo.previous' })}
      onNext={() => actor.send({ type: 'demo.next' })}
      onGoTo={(index) => actor.send({ type: 'demo.goTo', step: index })}
    />
  );
}

/** The demo, once its texts in `language` are there: the island then hydrates without suspending. */
export const loadDemoPlayer = (language: Language) =>
  loadDemoTexts(language).then(() => DemoPlayer);

interface DemoPlayerViewProps {
  texts: DemoTexts;
  /** Sets the reading direction and the number format; the chart always runs left to right. */
  language: Language;
  step: number;
  playing: boolean;
  onPlay: () => void;
  onPause: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (step: number) => void;
}

const progress = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

/** Wide enough for the chart with the controls and caption beside it. */
const WIDE = '@container demo (min-width: 60rem)';

const iconButton = {
  display: 'inline-grid',
  placeItems: 'center',
  width: size.touch,
  height: size.touch,
  padding: 0,
  border: `1px solid ${color.line}`,
  borderRadius: radius.pill,
  background: color.paper,
  color: color.ink,
  cursor: 'pointer',
  '&:hover': { borderColor: color.brand, color: color.brand },
  ...focusRing,
} as const;

/** The player, from values and callbacks (STYLE §7). */
function DemoPlayerView({
  texts,
  language,
  step,
  playing,
  onPlay,
  onPause,
  onPrevious,
  onNext,
  onGoTo,
}: DemoPlayerViewProps) {
  // Fixed names, not `useId`: the demo is an island, hydrated in a root of its own, where `useId`
  // would not give back the names the page was prerendered with (decision 013). One per page.
  const ids = 'demo-player';
  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const captionTitleId = `${ids}-caption-title`;
  const captionBodyId = `${ids}-caption-body`;
  const stepId: DemoStepId = DEMO_STEPS[step] ?? DEMO_STEPS[0];
  const caption = texts.steps[stepId];
  const textDirection = directionOf(language);
  const rtl = textDirection === 'rtl';
  // Previous points back along the reading direction: left in English, right in Hebrew.
  const previousIcon = rtl ? 'chevron-right' : 'chevron-left';
  const nextIcon = rtl ? 'chevron-left' : 'chevron-right';

  return (
    <div
      data-state={playing ? 'playing' : 'paused'}
      data-step={stepId}
      css={{ containerType: 'inline-size', containerName: 'demo' }}
    >
      <div
        css={{
          display: 'grid',
          gap: space.lg,
          [WIDE]: {
            gridTemplateColumns: 'minmax(0, 45rem) minmax(16rem, 1fr)',
            alignItems: 'start',
            gap: space.xl,
          },
        }}
      >
        <figure
          dir="ltr"
          css={{
            margin: 0,
            containerType: 'inline-size',
            background: color.paper,
            border: `1px solid ${color.line}`,
            borderRadius: radius.md,
            padding: `${space.md} clamp(${space.sm}, 2cqi, ${space.lg})`,
          }}
        >
          <DashboardChart
            step={stepId}
            texts={texts.chart}
            language={language}
            titleId={titleId}
            descriptionId={descriptionId}
            labelledBy={`${titleId} ${captionTitleId}`}
            describedBy={`${descriptionId} ${captionBodyId}`}
          />
          <Legend step={stepId} texts={texts.legend} textDirection={textDirection} />
        </figure>

        <div css={{ display: 'grid', gap: space.lg, alignContent: 'start' }}>
          <div
            role="group"
            aria-label={texts.controls}
            css={{ display: 'flex', alignItems: 'center', gap: space.sm }}
          >
            <button type="button" aria-label={texts.previous} onClick={onPrevious} css={iconButton}>
              <SpriteIcon name={previousIcon} size={22} />
            </button>
            <button
              type="button"
              onClick={playing ? onPause : onPlay}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space.sm,
                minHeight: size.touch,
                paddingInline: `${space.md} ${space.lg}`,
                border: 0,
                borderRadius: radius.pill,
                background: color.brand,
                color: color.onBrand,
                font: 'inherit',
                fontWeight: weight.strong,
                cursor: 'pointer',
                '&:hover': { background: color.brandStrong },
                ...focusRing,
              }}
            >
              <SpriteIcon name={playing ? 'pause' : 'play'} size={20} />
              {playing ? texts.pause : texts.play}
            </button>
            <button type="button" aria-label={texts.next} onClick={onNext} css={iconButton}>
              <SpriteIcon name={nextIcon} size={22} />
            </button>
          </div>

          <ol
            aria-label={texts.stepList}
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: space.sm,
              [WIDE]: { flexDirection: 'column', flexWrap: 'nowrap', gap: space.xs },
            }}
          >
            {DEMO_STEPS.map((id, index) => {
              const current = index === step;
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={current ? 'step' : undefined}
                    onClick={() => onGoTo(index)}
                    css={{
                      position: 'relative',
                      overflow: 'hidden',
                      display: 'flex',
                      alignItems: 'center',
                      gap: space.sm,
                      minWidth: size.touch,
                      minHeight: size.touch,
                      padding: space.xs,
                      border: `1px solid ${current ? color.brand : color.line}`,
                      borderRadius: radius.pill,
                      background: current ? color.brandSoft : color.paper,
                      color: color.ink,
                      font: 'inherit',
                      textAlign: 'start',
                      cursor: 'pointer',
                      '&:hover': { borderColor: color.brand },
                      ...focusRing,
                      [WIDE]: {
                        width: '100%',
                        borderRadius: radius.md,
                        paddingInlineEnd: space.md,
                      },
                    }}
                  >
                    <span
                      aria-hidden="true"
                      css={{
                        display: 'inline-grid',
                        placeItems: 'center',
                        flex: 'none',
                        width: '2.125rem',
                        height: '2.125rem',
                        borderRadius: radius.pill,
                        background: current ? color.brand : color.canvas,
                        color: current ? color.onBrand : color.ink,
                        fontWeight: weight.strong,
                      }}
                    >
                      {formatNumber(index + 1, language)}
                    </span>
                    <span css={visuallyHidden}>
                      {interpolate(texts.stepOf, {
                        n: formatNumber(index + 1, language),
                        count: formatNumber(DEMO_STEPS.length, language),
                      })}
                      :
                    </span>{' '}
                    <span
                      css={{
                        ...visuallyHidden,
                        [WIDE]: {
                          position: 'static',
                          width: 'auto',
                          height: 'auto',
                          margin: 0,
                          overflow: 'visible',
                          clip: 'auto',
                          whiteSpace: 'normal',
                          fontSize: text.sm,
                          fontWeight: current ? weight.strong : weight.regular,
                          lineHeight: leading.snug,
                        },
                      }}
                    >
                      {texts.steps[id].title}
                    </span>
                    {current && playing && (
                      // A bar filling up while the step is on screen; keyed so it restarts.
                      <span
                        key={step}
                        aria-hidden="true"
                        css={{
                          position: 'absolute',
                          insetInline: 0,
                          insetBlockEnd: 0,
                          height: '3px',
                          background: color.brand,
                          transformOrigin: rtl ? 'right' : 'left',
                          animation: `${progress} ${DEMO_STEP_DURATION}ms linear both`,
                          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
                        }}
                      />
                    )}
                  </button>
                </li>
              );
            })}
          </ol>

          {/* Announced when the visitor steps or pauses; silent while it plays by itself. */}
          <div
            aria-live={playing ? 'off' : 'polite'}
            aria-atomic="true"
            css={{ display: 'grid', gap: space.sm }}
          >
            <h3
              id={captionTitleId}
              css={{
                margin: 0,
                fontSize: text.h3,
                fontWeight: weight.strong,
                lineHeight: leading.snug,
                color: color.ink,
              }}
            >
              {caption.title}
            </h3>
            <p
              id={captionBodyId}
              css={{ margin: 0, color: color.ink, lineHeight: leading.body, maxWidth: size.prose }}
            >
              {fill(caption.body, captionFigures(language))}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}

type LegendMark = 'line' | 'dashed' | 'band' | 'ring' | 'bar';

/** The key to the layers on screen, in the language's reading direction. */
function Legend({
  step,
  texts,
  textDirection,
}: {
  step: DemoStepId;
  texts: DemoTexts['legend'];
  textDirection: 'ltr' | 'rtl';
}) {
  const layers = layersFor(step);
  const items: { key: string; label: string; mark: LegendMark; tone: string; show: boolean }[] = [
    {
      key: 'actual',
      label: texts.actual,
      mark: 'line',
      tone: layers.salesMuted ? chart.actualMuted : chart.actual,
      show: layers.sales,
    },
    {
      key: 'trend',
      label: texts.trend,
      mark: 'dashed',
      tone: chart.trend,
      show: layers.trend,
    },
    {
      key: 'season',
      label: texts.season,
      mark: 'line',
      tone: chart.season,
      show: layers.fitted,
    },
    {
      key: 'forecast',
      label: texts.forecast,
      mark: 'band',
      tone: chart.forecast,
      show: layers.forecast,
    },
    {
      key: 'anomaly',
      label: texts.anomaly,
      mark: 'ring',
      tone: chart.anomaly,
      show: layers.anomaly,
    },
    {
      key: 'usual',
      label: texts.usualOrder,
      mark: 'bar',
      tone: chart.baseline,
      show: layers.order,
    },
    {
      key: 'recommended',
      label: texts.recommendedOrder,
      mark: 'bar',
      tone: chart.actual,
      show: layers.order,
    },
  ];
  return (
    <ul
      dir={textDirection}
      css={{
        listStyle: 'none',
        margin: `${space.sm} 0 0`,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${space.xs} ${space.md}`,
        fontSize: text.sm,
        color: color.ink,
        minHeight: '1.5rem',
      }}
    >
      {items
        .filter((item) => item.show)
        .map(({ key, label, mark, tone }) => (
          <li key={key} css={{ display: 'inline-flex', alignItems: 'center', gap: space.xs }}>
            <LegendSwatch mark={mark} tone={tone} />
            {label}
          </li>
        ))}
    </ul>
  );
}

function LegendSwatch({ mark, tone }: { mark: LegendMark; tone: string }) {
  return (
    <svg width="24" height="14" viewBox="0 0 24 14" aria-hidden="true" focusable="false">
      {mark === 'band' && <rect x="0" y="2" width="24" height="10" fill={chart.forecastBand} />}
      {mark === 'ring' && (
        <circle cx="12" cy="7" r="5" fill="none" stroke={tone} strokeWidth="2.5" />
      )}
      {mark === 'bar' && <rect x="0" y="2" width="24" height="10" rx="2" fill={tone} />}
      {(mark === 'line' || mark === 'dashed' || mark === 'band') && (
        <line
          x1="0"
          x2="24"
          y1="7"
          y2="7"
          stroke={tone}
          strokeWidth="3"
          strokeDasharray={mark === 'dashed' ? '6 4' : undefined}
        />
      )}
    </svg>
  );
}
