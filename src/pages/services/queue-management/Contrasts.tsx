import type { Language } from '../../../../machines/constants';
import { GridList, labelStyle } from '../../../content/blocks';
import { bidi } from '../../../i18n/locale';
import { color, leading, radius, shadow, space, text, weight } from '../../../styles/theme';

const list = { display: 'grid', gap: space.lg };

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
  ...saidSide,
  borderBlockStart: `1px solid ${color.line}`,
  '@container (min-width: 44rem)': {
    borderBlockStart: 'none',
    borderInlineStart: `1px solid ${color.line}`,
  },
};

const saidLabelStyle = { ...labelStyle, color: color.inkMuted };
const shownLabelStyle = { ...labelStyle, color: color.accent };

const said = {
  margin: 0,
  color: color.ink,
  fontSize: text.xl,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
};

const shown = { margin: 0, color: color.ink, lineHeight: leading.body };

/**
 * Queue management's contrasts: what people say beside what their data usually shows, each side
 * under its label, side by side when there is room.
 */
export function Contrasts({
  saidLabel,
  shownLabel,
  items,
  language,
}: {
  saidLabel: string;
  shownLabel: string;
  items: readonly { said: string; shown: string }[];
  language: Language;
}) {
  return (
    <GridList layout={list}>
      {items.map((item) => (
        <li key={item.said} css={contrast}>
          <div css={saidSide}>
            <p css={saidLabelStyle}>{bidi(saidLabel, language)}</p>
            <p css={said}>{bidi(item.said, language)}</p>
          </div>
          <div css={shownSide}>
            <p css={shownLabelStyle}>{bidi(shownLabel, language)}</p>
            <p css={shown}>{bidi(item.shown, language)}</p>
          </div>
        </li>
      ))}
    </GridList>
  );
}
