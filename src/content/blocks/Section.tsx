import type { Language } from '../../../machines/constants';
import { useId, type ReactNode } from 'react';
import { color, radius, shadow, size, space } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { eyebrowStyle, h2Style, leadStyle } from './typography';

type SectionTone = 'plain' | 'panel';

export interface SectionProps {
  language: Language;
  /** A short label above the heading. */
  eyebrow?: string;
  /** The section's `h2`; it also names the region. */
  title: string;
  intro?: string;
  /** `panel` sets the section on a white card, to alternate with plain sections. */
  tone?: SectionTone;
  /** A fragment id, so other pages can link to the section. */
  id?: string;
  children?: ReactNode;
}

/** A page section: optional eyebrow, an `h2` and an intro, then its content, in a centred column. */
export function Section({
  eyebrow,
  title,
  intro,
  tone = 'plain',
  id,
  language,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      css={{
        maxWidth: size.content,
        marginInline: 'auto',
        marginBlockStart: space.section,
        // Off screen the section is contained (decision 035), so no margin of its content's
        // collapses through its edges: the section's own margins space it, on screen or off.
        '& > header > :first-child': { marginBlockStart: 0 },
        '& > :last-child, & > :last-child > :last-child': { marginBlockEnd: 0 },
        ...(tone === 'panel' && {
          background: color.paper,
          borderRadius: radius.lg,
          boxShadow: shadow.card,
          padding: space.gutter,
        }),
      }}
    >
      <header css={{ maxWidth: size.prose, marginBlockEnd: space.xl }}>
        {eyebrow && <p css={eyebrowStyle}>{bidi(eyebrow, language)}</p>}
        <h2 id={headingId} css={h2Style}>
          {bidi(title, language)}
        </h2>
        {intro && <p css={leadStyle}>{bidi(intro, language)}</p>}
      </header>
      {children}
    </section>
  );
}
