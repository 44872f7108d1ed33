import { PackageCheck } from 'lucide-react';
import type { Language } from '../../../machines/constants';
import { bareList, evenGrid, gridContainer, h3Style, Steps } from '../../components/content';
import { bidi, Ltr } from '../../i18n/locale';
import { color, leading, radius, size, space, text, weight } from '../../styles/theme';
import type { PhasesBody, Step, StepsBody } from '../document';
import { headingIcon, labelStyle, paragraph } from './styles';

/** `01`, `02`, …: a step's number as the numbered layouts print it. */
const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

const timeline = { ...bareList, maxWidth: size.prose };

const timelineStage = {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${size.touch} minmax(0, 1fr)`,
  columnGap: space.md,
  paddingBlockEnd: space.xl,
  '&:last-of-type': { paddingBlockEnd: 0 },
  // The line joining this stage's dot to the next one's.
  '&:not(:last-of-type)::before': {
    content: '""',
    position: 'absolute',
    insetBlock: `${size.touch} 0`,
    insetInlineStart: `calc(${size.touch} / 2 - 1px)`,
    inlineSize: '2px',
    background: color.line,
  },
} as const;

const timelineDot = {
  display: 'grid',
  placeItems: 'center',
  width: size.touch,
  height: size.touch,
  borderRadius: radius.pill,
  background: color.brand,
  color: color.onBrand,
  fontSize: text.lg,
  fontWeight: weight.strong,
};

const timelineBody = { paddingBlockStart: space.xs };
const timelineMeta = { ...labelStyle, color: color.accent };
const timelineTitle = { ...h3Style, marginBlock: space.xs };

/** Stages down the page: a numbered dot per stage on a line along the reading edge. */
function Timeline({ items, language }: { items: readonly Step[]; language: Language }) {
  return (
    <ol role="list" css={timeline}>
      {items.map((item, index) => (
        <li key={item.title} css={timelineStage}>
          <span css={timelineDot}>
            <Ltr>{index + 1}</Ltr>
          </span>
          <div css={timelineBody}>
            {item.meta && <p css={timelineMeta}>{bidi(item.meta, language)}</p>}
            <h3 css={timelineTitle}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const numberedList = {
  ...bareList,
  ...evenGrid([
    [2, '34rem'],
    [3, '54rem'],
  ]),
  gap: `${space.xl} ${space.lg}`,
};

const numberedItem = { display: 'grid', alignContent: 'start', gap: space.sm };

const number = {
  color: color.accent,
  fontSize: text.sm,
  fontWeight: weight.strong,
  fontVariantNumeric: 'tabular-nums',
};

/** Steps as columns (up to three across), each under its two-digit number. */
function Numbered({ items, language }: { items: readonly Step[]; language: Language }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={numberedList}>
        {items.map((item, index) => (
          <li key={item.title} css={numberedItem}>
            <span aria-hidden="true" css={number}>
              <Ltr>{twoDigits(index)}</Ltr>
            </span>
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An ordered sequence in the style the document names. */
export function StepsView({ body, language }: { body: StepsBody; language: Language }) {
  switch (body.style) {
    case 'cards':
      return <Steps items={body.items} language={language} />;
    case 'timeline':
      return <Timeline items={body.items} language={language} />;
    case 'numbered':
      return <Numbered items={body.items} language={language} />;
  }
}

const phaseList = { ...bareList, ...evenGrid([[2, '40rem']]), gap: space.lg };

const phase = {
  display: 'flex',
  flexDirection: 'column',
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  overflow: 'hidden',
} as const;

const phaseBody = {
  display: 'grid',
  alignContent: 'start',
  gap: space.sm,
  padding: space.lg,
  flex: '1 0 auto',
};

const phaseMeta = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${space.md}`,
  margin: 0,
  fontSize: text.sm,
  fontWeight: weight.strong,
} as const;

const phaseNumber = { color: color.brand, fontSize: text.xl };
const phaseWhen = { color: color.accent };

const deliverable = {
  display: 'flex',
  gap: space.sm,
  padding: `${space.md} ${space.lg}`,
  background: color.accentSoft,
  color: color.ink,
  lineHeight: leading.snug,
};

const deliverableIcon = headingIcon(color.accent);
const deliverableText = { margin: 0 };
const deliverableLabel = { fontWeight: weight.strong };

/** Stages as cards, two by two, each ending with what the client keeps from it. */
export function Phases({ body, language }: { body: PhasesBody; language: Language }) {
  return (
    <div css={gridContainer}>
      <ol role="list" css={phaseList}>
        {body.items.map((item, index) => (
          <li key={item.title} css={phase}>
            <div css={phaseBody}>
              <p css={phaseMeta}>
                <span css={phaseNumber}>
                  <Ltr>{twoDigits(index)}</Ltr>
                </span>
                <span css={phaseWhen}>{bidi(item.meta, language)}</span>
              </p>
              <h3 css={h3Style}>{bidi(item.title, language)}</h3>
              <p css={paragraph}>{bidi(item.text, language)}</p>
            </div>
            <div css={deliverable}>
              <PackageCheck aria-hidden="true" focusable="false" css={deliverableIcon} />
              <p css={deliverableText}>
                <span css={deliverableLabel}>{bidi(body.deliverableLabel, language)}:</span>{' '}
                {bidi(item.deliverable, language)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
