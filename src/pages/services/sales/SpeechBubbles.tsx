import { MessageCircle } from 'lucide-react';
import { evenGrid, GridList, type ListProps } from '../../../content/blocks';
import { bidi } from '../../../i18n/locale';
import { color, leading, radius, shadow, size, space, text } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '36rem']]), gap: space.lg };

const bubble = {
  position: 'relative',
  display: 'flex',
  gap: space.md,
  padding: space.lg,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
  borderEndStartRadius: radius.sm,
  boxShadow: shadow.card,
} as const;

const bubbleIcon = { flex: 'none', width: size.icon, height: size.icon, color: color.accent };
const bubbleText = { margin: 0, color: color.ink, fontSize: text.lg, lineHeight: leading.snug };

/** Sales' problem in the visitor's own words: speech bubbles, two by two. */
export function SpeechBubbles({ items, language }: ListProps<string>) {
  return (
    <GridList layout={columns}>
      {items.map((item) => (
        <li key={item} css={bubble}>
          <MessageCircle aria-hidden="true" focusable="false" css={bubbleIcon} />
          <p css={bubbleText}>{bidi(item, language)}</p>
        </li>
      ))}
    </GridList>
  );
}
