/**
 * The demo player as its state shows it (STYLE §7): values and callbacks in, markup out; it
 * knows nothing about the machine. Play, pause, previous, next and the step list are buttons.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import { SpriteIcon } from '../chrome/SpriteIcon';
import { directionOf, fill, formatNumber } from '../i18n/locale';
import { interpolate } from '../i18n/placeholders';
import { visuallyHidden } from '../styles/theme';
import { DashboardChart } from './DashboardChart';
import { DemoLegend } from './DemoLegend';
import * as styles from './demo-player.styles';
import { anomaly, anomalyWeeksAgo, reorder, yearlyGrowthPercent } from './demo.data';
import { DEMO_STEPS, type DemoStepId, type DemoTexts } from './demo.texts';

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

export interface DemoPlayerViewProps {
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

export function DemoPlayerView({
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
    <div data-state={playing ? 'playing' : 'paused'} data-step={stepId} css={styles.container}>
      <div css={styles.layout}>
        <figure dir="ltr" css={styles.figure}>
          <DashboardChart
            step={stepId}
            texts={texts.chart}
            language={language}
            titleId={titleId}
            descriptionId={descriptionId}
            labelledBy={`${titleId} ${captionTitleId}`}
            describedBy={`${descriptionId} ${captionBodyId}`}
          />
          <DemoLegend step={stepId} texts={texts.legend} textDirection={textDirection} />
        </figure>

        <div css={styles.aside}>
          <div role="group" aria-label={texts.controls} css={styles.controls}>
            <button
              type="button"
              aria-label={texts.previous}
              onClick={onPrevious}
              css={styles.iconButton}
            >
              <SpriteIcon name={previousIcon} size={22} />
            </button>
            <button type="button" onClick={playing ? onPause : onPlay} css={styles.playButton}>
              <SpriteIcon name={playing ? 'pause' : 'play'} size={20} />
              {playing ? texts.pause : texts.play}
            </button>
            <button type="button" aria-label={texts.next} onClick={onNext} css={styles.iconButton}>
              <SpriteIcon name={nextIcon} size={22} />
            </button>
          </div>

          <ol aria-label={texts.stepList} css={styles.stepList}>
            {DEMO_STEPS.map((id, index) => {
              const current = index === step;
              return (
                <li key={id}>
                  <button
                    type="button"
                    aria-current={current ? 'step' : undefined}
                    onClick={() => onGoTo(index)}
                    css={styles.stepButton(current)}
                  >
                    <span aria-hidden="true" css={styles.stepNumber(current)}>
                      {formatNumber(index + 1, language)}
                    </span>
                    <span css={visuallyHidden}>
                      {interpolate(texts.stepOf, {
                        n: formatNumber(index + 1, language),
                        count: formatNumber(DEMO_STEPS.length, language),
                      })}
                      :
                    </span>{' '}
                    <span css={styles.stepTitle(current)}>{texts.steps[id].title}</span>
                    {current && playing && (
                      // A bar filling up while the step is on screen; keyed so it restarts.
                      <span key={step} aria-hidden="true" css={styles.progressBar(rtl)} />
                    )}
                  </button>
                </li>
              );
            })}
          </ol>

          {/* Announced when the visitor steps or pauses; silent while it plays by itself. */}
          <div aria-live={playing ? 'off' : 'polite'} aria-atomic="true" css={styles.caption}>
            <h3 id={captionTitleId} css={styles.captionTitle}>
              {caption.title}
            </h3>
            <p id={captionBodyId} css={styles.captionBody}>
              {fill(caption.body, captionFigures(language))}
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
