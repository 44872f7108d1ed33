import type { Language } from '../../../machines/constants';
import { ChevronDown } from 'lucide-react';
import { color, focusRing, leading, motion, radius, size, space, text } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { h3Style } from './typography';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosures (`<details>`/`<summary>`): keyboard and screen
 * reader support come from the browser, open state needs no script, and the page still works
 * before hydration. Each question is an `h3`.
 */
export function Faq({ items, language }: { items: readonly FaqItem[]; language: Language }) {
  return (
    <div
      css={{
        display: 'grid',
        gap: space.sm,
        maxWidth: size.prose,
      }}
    >
      {items.map((item) => (
        <details
          key={item.question}
          css={{
            background: color.paper,
            border: `1px solid ${color.line}`,
            borderRadius: radius.md,
            '&[open] [data-chevron]': { transform: 'rotate(180deg)' },
          }}
        >
          <summary
            css={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: space.md,
              minHeight: size.touch,
              padding: `${space.md} ${space.lg}`,
              borderRadius: radius.md,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:hover h3': { color: color.brandStrong },
              ...focusRing,
            }}
          >
            <h3 css={{ ...h3Style, fontSize: text.lg }}>{bidi(item.question, language)}</h3>
            <ChevronDown
              data-chevron=""
              aria-hidden="true"
              focusable="false"
              css={{
                flex: 'none',
                width: size.icon,
                height: size.icon,
                color: color.brand,
                transition: `transform ${motion.hover}`,
              }}
            />
          </summary>
          <p
            css={{
              margin: 0,
              paddingInline: space.lg,
              paddingBlockEnd: space.lg,
              color: color.inkMuted,
              lineHeight: leading.body,
            }}
          >
            {bidi(item.answer, language)}
          </p>
        </details>
      ))}
    </div>
  );
}
