import { useId, type ReactNode } from 'react';
import type { Language } from '../../../machines/constants';
import { CONTACT_IDS } from '../../contact/endpoint';
import type { ContactTopic } from '../../contact/schema';
import { pageHref } from '../../routes';
import { color, leading, radius, size, space, text, weight } from '../../styles/theme';
import { ButtonLink } from './ButtonLink';
import { bidi } from '../../i18n/locale';

export interface CallToActionProps {
  language: Language;
  title: string;
  text?: string;
  /** The label of the link to the contact page (in the visitor's language tree). */
  actionLabel: string;
  /** The service the contact form's topic is preselected with. */
  topic?: ContactTopic;
  /** Extra lines under the button, e.g. a phone number wrapped in `Ltr`. */
  children?: ReactNode;
}

/** The contact form, scrolled to, with a topic chosen: `/contact?topic=sales#contact-form`. */
const contactFormHref = (language: Language, topic?: ContactTopic) =>
  `${pageHref('contact', language)}${topic ? `?topic=${topic}` : ''}#${CONTACT_IDS.section}`;

/** A closing band: heading, a line of text and a primary link to the contact page. */
export function CallToAction({
  language,
  title,
  text: body,
  actionLabel,
  topic,
  children,
}: CallToActionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={{
        maxWidth: size.content,
        marginInline: 'auto',
        marginBlockStart: space.section,
        padding: space.gutter,
        paddingBlock: `clamp(${space.xl}, 1.5rem + 3vw, ${space.xxxl})`,
        borderRadius: radius.lg,
        // Deep blue in both themes: onBand on band 10.36:1; onBandMuted on band 6.94:1.
        background: color.band,
        color: color.onBand,
        textAlign: 'center',
        '& a:not([data-button])': { color: color.onBand },
      }}
    >
      <div css={{ maxWidth: size.prose, marginInline: 'auto' }}>
        <h2
          id={headingId}
          css={{
            margin: 0,
            fontSize: text.h2,
            fontWeight: weight.strong,
            lineHeight: leading.tight,
            textWrap: 'balance',
          }}
        >
          {bidi(title, language)}
        </h2>
        {body && (
          <p
            css={{
              margin: `${space.md} 0 0`,
              color: color.onBandMuted,
              fontSize: text.lg,
              lineHeight: leading.body,
            }}
          >
            {bidi(body, language)}
          </p>
        )}
        <div css={{ marginBlockStart: space.xl }}>
          <ButtonLink href={contactFormHref(language, topic)} variant="inverse" arrow>
            {bidi(actionLabel, language)}
          </ButtonLink>
        </div>
        {children && (
          <div css={{ marginBlockStart: space.lg, color: color.onBandMuted, fontSize: text.md }}>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}
