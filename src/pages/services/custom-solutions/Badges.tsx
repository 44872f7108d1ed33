import type { Language } from '../../../../machines/constants';
import { evenGrid, GridList } from '../../../content/blocks';
import { type ContentIconName, contentIcons } from '../../../config/icons/content-icons';
import { bidi } from '../../../i18n/locale';
import { color, leading, radius, size, space, weight } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '40rem']]), gap: space.md };

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
const smallPrint = {
  margin: 0,
  marginBlockStart: space.lg,
  color: color.inkMuted,
  maxWidth: size.prose,
};

/**
 * Custom solutions' measures: short labels as bordered tiles, each with the same icon, two by
 * two, and a note under them.
 */
export function Badges({
  icon,
  items,
  note,
  language,
}: {
  icon: ContentIconName;
  items: readonly string[];
  note: string;
  language: Language;
}) {
  const Icon = contentIcons[icon];
  return (
    <>
      <GridList layout={columns}>
        {items.map((item) => (
          <li key={item} css={badge}>
            <Icon aria-hidden="true" focusable="false" css={badgeIcon} />
            {bidi(item, language)}
          </li>
        ))}
      </GridList>
      <p css={smallPrint}>{bidi(note, language)}</p>
    </>
  );
}
