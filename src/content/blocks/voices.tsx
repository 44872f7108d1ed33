import { MessageCircle } from 'lucide-react';
import type { Language } from '../../../machines/constants';
import { bareList, evenGrid, gridContainer, Voices } from '../../components/content';
import { bidi } from '../../i18n/locale';
import { color, leading, radius, shadow, size, space, text } from '../../styles/theme';
import type { QuotesBody, VoicesBody } from '../document';

const bubbleList = { ...bareList, ...evenGrid([[2, '36rem']]), gap: space.lg };

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

/** Short statements in speech bubbles, two by two. */
function Bubbles({ items, language }: { items: readonly string[]; language: Language }) {
  return (
    <div css={gridContainer}>
      <ul role="list" css={bubbleList}>
        {items.map((item) => (
          <li key={item} css={bubble}>
            <MessageCircle aria-hidden="true" focusable="false" css={bubbleIcon} />
            <p css={bubbleText}>{bidi(item, language)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const ruledCard = {
  ...bareList,
  maxWidth: size.prose,
  background: color.paper,
  borderRadius: radius.md,
  boxShadow: shadow.card,
  borderBlockStart: `4px solid ${color.accent}`,
  paddingInline: space.lg,
};

const ruledRow = {
  paddingBlock: space.md,
  color: color.ink,
  fontSize: text.lg,
  lineHeight: leading.snug,
  '& + &': { borderBlockStart: `1px solid ${color.line}` },
};

/** One card, a statement per row, divided by rules, like notes taken on a first visit. */
function Ruled({ items, language }: { items: readonly string[]; language: Language }) {
  return (
    <ul role="list" css={ruledCard}>
      {items.map((item) => (
        <li key={item} css={ruledRow}>
          {bidi(item, language)}
        </li>
      ))}
    </ul>
  );
}

/** The problem in the visitor's own words, in the style the document names. */
export function VoicesView({ body, language }: { body: VoicesBody; language: Language }) {
  switch (body.style) {
    case 'bubbles':
      return <Bubbles items={body.items} language={language} />;
    case 'ruled':
      return <Ruled items={body.items} language={language} />;
    case 'cards':
      return (
        <Voices
          items={body.items}
          language={language}
          borderColor={body.tone === 'brand' ? color.brand : undefined}
        />
      );
  }
}

const quoteList = { ...bareList, display: 'grid', gap: space.md };

const quote = {
  paddingBlock: space.xs,
  paddingInlineStart: space.lg,
  borderInlineStart: `4px solid ${color.accent}`,
  color: color.ink,
  fontSize: text.lg,
  lineHeight: leading.snug,
};

/** Statements down the page, each marked along its inline-start edge. */
export function Quotes({ body, language }: { body: QuotesBody; language: Language }) {
  return (
    <ul role="list" css={quoteList}>
      {body.items.map((item) => (
        <li key={item} css={quote}>
          {bidi(item, language)}
        </li>
      ))}
    </ul>
  );
}
