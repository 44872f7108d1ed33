import { ArrowDown } from 'lucide-react';
import type { Language } from '../../../machines/constants';
import { bareList, evenGrid, gridContainer, h3Style, IconTile } from '../../components/content';
import { bidi } from '../../i18n/locale';
import { color, leading, radius, shadow, size, space, text, weight } from '../../styles/theme';
import type {
  BadgesBody,
  ContrastsBody,
  DefinitionsBody,
  QuestionsBody,
  SymptomsBody,
} from '../document';
import { icons } from '../icons';
import { card, headingIcon, iconHeading, labelStyle, paragraph } from './styles';

const questionRow = {
  display: 'grid',
  gap: `${space.sm} ${space.xl}`,
  paddingBlock: space.lg,
  borderBlockStart: `1px solid ${color.line}`,
  '&:last-of-type': { paddingBlockEnd: 0 },
  '@container (min-width: 44rem)': {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  },
};

const question = { ...h3Style, color: color.brandStrong };

/** The questions a service answers: a question as an `h3` beside its answer, row by row. */
export function Questions({ body, language }: { body: QuestionsBody; language: Language }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={bareList}>
        {body.items.map((item) => (
          <li key={item.title} css={questionRow}>
            <h3 css={question}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const contrastList = { ...bareList, display: 'grid', gap: space.lg };

const contrast = {
  display: 'grid',
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  boxShadow: shadow.card,
  '@container (min-width: 44rem)': {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  },
};

const saidSide = { display: 'grid', alignContent: 'start', gap: space.sm, padding: space.lg };

const shownSide = {
  display: 'grid',
  alignContent: 'start',
  gap: space.sm,
  padding: space.lg,
  borderBlockStart: `1px solid ${color.line}`,
  '@container (min-width: 44rem)': {
    borderBlockStart: 'none',
    borderInlineStart: `1px solid ${color.line}`,
  },
};

const saidLabel = { ...labelStyle, color: color.inkMuted };
const shownLabel = { ...labelStyle, color: color.accent };

const said = {
  margin: 0,
  color: color.ink,
  fontSize: text.xl,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
};

const shown = { margin: 0, color: color.ink, lineHeight: leading.body };

/** What people say beside what their data usually shows: side by side when there is room. */
export function Contrasts({ body, language }: { body: ContrastsBody; language: Language }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={contrastList}>
        {body.items.map((item) => (
          <li key={item.said} css={contrast}>
            <div css={saidSide}>
              <p css={saidLabel}>{bidi(body.saidLabel, language)}</p>
              <p css={said}>{bidi(item.said, language)}</p>
            </div>
            <div css={shownSide}>
              <p css={shownLabel}>{bidi(body.shownLabel, language)}</p>
              <p css={shown}>{bidi(item.shown, language)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const ruledDefinitions = { ...evenGrid([[2, '36rem']]), gap: space.lg, margin: 0 };

const ruledDefinition = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingInlineStart: space.md,
  borderInlineStart: `4px solid ${color.brand}`,
} as const;

const ruledTerm = { color: color.ink, fontSize: text.lg, fontWeight: weight.strong };
const ruledDetail = { margin: 0, color: color.inkMuted, lineHeight: leading.body };

const iconDefinitions = { display: 'grid', gap: space.lg, margin: 0 };

const iconTerm = {
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  color: color.ink,
  fontSize: text.lg,
  fontWeight: weight.strong,
};

const iconDetail = {
  margin: 0,
  marginBlockStart: space.xs,
  paddingInlineStart: `calc(${size.iconTile} + ${space.md})`,
  color: color.inkMuted,
  lineHeight: leading.body,
};

/** Terms and their meaning: ruled two by two, or one column with an icon beside each term. */
export function Definitions({ body, language }: { body: DefinitionsBody; language: Language }) {
  if (body.style === 'ruled') {
    return (
      <div css={gridContainer}>
        <dl css={ruledDefinitions}>
          {body.items.map((item) => (
            <div key={item.term} css={ruledDefinition}>
              <dt css={ruledTerm}>{bidi(item.term, language)}</dt>
              <dd css={ruledDetail}>{bidi(item.detail, language)}</dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  return (
    <dl css={iconDefinitions}>
      {body.items.map((item) => (
        <div key={item.term}>
          <dt css={iconTerm}>
            <IconTile icon={icons[item.icon]} />
            {bidi(item.term, language)}
          </dt>
          <dd css={iconDetail}>{bidi(item.detail, language)}</dd>
        </div>
      ))}
    </dl>
  );
}

const badgeList = { ...bareList, ...evenGrid([[2, '40rem']]), gap: space.md };

const badge = {
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  padding: space.md,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  color: color.ink,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
};

const badgeIcon = { flex: 'none', width: size.icon, height: size.icon, color: color.brand };

/** Short labels as bordered tiles, each with the same icon, two by two. */
export function Badges({ body, language }: { body: BadgesBody; language: Language }) {
  const Icon = icons[body.icon];
  return (
    <div css={gridContainer}>
      <ul role="list" css={badgeList}>
        {body.items.map((item) => (
          <li key={item} css={badge}>
            <Icon aria-hidden="true" focusable="false" css={badgeIcon} />
            {bidi(item, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const symptomGroups = { ...evenGrid([[2, '40rem']]), gap: space.lg };

const symptomGroup = card;
const accentIcon = headingIcon(color.accent);

const symptomList = { ...bareList, display: 'grid', gap: space.md, marginBlockStart: space.md };

const symptom = {
  paddingInlineStart: space.md,
  borderInlineStart: `3px solid ${color.line}`,
  color: color.ink,
  lineHeight: leading.body,
};

const downArrow = {
  display: 'block',
  width: size.icon,
  height: size.icon,
  marginInline: 'auto',
  marginBlock: space.md,
  color: color.inkMuted,
};

const causeBox = {
  padding: space.lg,
  borderRadius: radius.md,
  background: color.band,
  color: color.onBand,
};

const causeLabel = {
  margin: 0,
  color: color.onBandMuted,
  fontSize: text.sm,
  fontWeight: weight.strong,
};

const cause = {
  margin: `${space.xs} 0 0`,
  fontSize: text.xl,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
};

/**
 * Complaints side by side, each group an `h3` over what people say, then the cause they share,
 * reached by an arrow: the problem in the customers' words, and what lies under it.
 */
export function Symptoms({ body, language }: { body: SymptomsBody; language: Language }) {
  return (
    <div css={gridContainer}>
      <div css={symptomGroups}>
        {body.groups.map((group) => {
          const Icon = icons[group.icon];
          return (
            <div key={group.title} css={symptomGroup}>
              <h3 css={iconHeading}>
                <Icon aria-hidden="true" focusable="false" css={accentIcon} />
                {bidi(group.title, language)}
              </h3>
              <ul role="list" css={symptomList}>
                {group.items.map((item) => (
                  <li key={item} css={symptom}>
                    {bidi(item, language)}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      <ArrowDown aria-hidden="true" focusable="false" css={downArrow} />
      <div css={causeBox}>
        <p css={causeLabel}>{bidi(body.causeLabel, language)}</p>
        <p css={cause}>{bidi(body.cause, language)}</p>
      </div>
    </div>
  );
}
