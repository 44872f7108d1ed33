import { ArrowDown } from 'lucide-react';
import type { Language } from '../../../../machines/constants';
import { bareList } from '../../../styles/lists';
import { card, evenGrid, gridContainer, headingIcon, iconHeading } from '../../../content/blocks';
import { type ContentIconName, contentIcons } from '../../../config/icons/content-icons';
import { bidi } from '../../../i18n/locale';
import { color, leading, radius, size, space, text, weight } from '../../../styles/theme';

const groupGrid = { ...evenGrid([[2, '40rem']]), gap: space.lg };
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

const causeLabelStyle = {
  margin: 0,
  color: color.onBandMuted,
  fontSize: text.sm,
  fontWeight: weight.strong,
};

const causeStyle = {
  margin: `${space.xs} 0 0`,
  fontSize: text.xl,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
};

/**
 * Smart inventory's symptoms: complaints side by side, each group an `h3` over what people say,
 * then the cause they share, reached by an arrow.
 */
export function Symptoms({
  groups,
  causeLabel,
  cause,
  language,
}: {
  groups: readonly { icon: ContentIconName; title: string; items: readonly string[] }[];
  causeLabel: string;
  /** The cause the complaints share. */
  cause: string;
  language: Language;
}) {
  return (
    <div css={gridContainer}>
      <div css={groupGrid}>
        {groups.map((group) => {
          const Icon = contentIcons[group.icon];
          return (
            <div key={group.title} css={card}>
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
        <p css={causeLabelStyle}>{bidi(causeLabel, language)}</p>
        <p css={causeStyle}>{bidi(cause, language)}</p>
      </div>
    </div>
  );
}
