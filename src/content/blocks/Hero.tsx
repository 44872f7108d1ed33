import type { Language } from '../../../machines/constants';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { color, leading, size, space, text, weight } from '../../styles/theme';
import { ButtonLink, type ButtonLinkVariant } from './ButtonLink';
import { bidi } from '../../i18n/locale';
import { markedItem, wrappingList } from '../../styles/lists';
import { eyebrowStyle, leadStyle } from './typography';

interface HeroAction {
  href: string;
  label: string;
  variant?: ButtonLinkVariant;
}

export interface HeroProps {
  language: Language;
  eyebrow?: string;
  /** The page's single `h1`. */
  title: string;
  intro: string;
  /** The first is the primary call to action. */
  actions?: readonly HeroAction[];
  /** Short reassurances under the actions, each with a check mark. */
  highlights?: readonly string[];
  /** An illustration made for the page (decorative or with its own text alternative). */
  illustration?: ReactNode;
}

/** The top of a page: the value proposition as the `h1`, an intro, calls to action, an illustration. */
export function Hero({
  language,
  eyebrow,
  title,
  intro,
  actions = [],
  highlights = [],
  illustration,
}: HeroProps) {
  return (
    <header
      css={{
        maxWidth: size.content,
        marginInline: 'auto',
        paddingBlockStart: space.lg,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: `${space.xl} ${space.xxl}`,
      }}
    >
      <div css={{ flex: '1 1 24rem', minWidth: 0 }}>
        {eyebrow && <p css={eyebrowStyle}>{bidi(eyebrow, language)}</p>}
        <h1
          css={{
            margin: `${space.sm} 0 ${space.lg}`,
            fontSize: text.display,
            fontWeight: weight.strong,
            lineHeight: leading.tight,
            textWrap: 'balance',
          }}
        >
          {bidi(title, language)}
        </h1>
        <p css={leadStyle}>{bidi(intro, language)}</p>
        {actions.length > 0 && (
          <div
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: space.md,
              maxWidth: size.actions,
              marginBlockStart: space.xl,
              // Side by side when they fit, full width and equal when they stack.
              '& > a': { flex: '1 1 auto' },
            }}
          >
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                variant={action.variant ?? (index === 0 ? 'primary' : 'secondary')}
                arrow={index === 0}
              >
                {bidi(action.label, language)}
              </ButtonLink>
            ))}
          </div>
        )}
        {highlights.length > 0 && (
          <ul
            role="list"
            css={{
              ...wrappingList(`${space.sm} ${space.lg}`),
              marginBlockStart: space.xl,
              color: color.inkMuted,
              fontSize: text.sm,
            }}
          >
            {highlights.map((highlight) => (
              <li key={highlight} css={markedItem}>
                <Check
                  aria-hidden="true"
                  focusable="false"
                  css={{ flex: 'none', width: text.lg, height: text.lg, color: color.accent }}
                />
                <span>{bidi(highlight, language)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {illustration && (
        <div
          css={{
            flex: '1 1 18rem',
            // Smaller than the column on a phone, so the services are not pushed too far down.
            maxWidth: `min(${size.illustration}, 80%)`,
            marginInline: 'auto',
          }}
        >
          {illustration}
        </div>
      )}
    </header>
  );
}
