import { Clock, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Language } from '../../../machines/constants';
import { ButtonLink, headingIcon, paragraph } from '../../content/blocks';
import { company } from '../../config/site';
import { bidi } from '../../i18n/locale';
import { type PageId, pageHref } from '../../routes';
import { color, leading, radius, size, space, text, weight } from '../../styles/theme';

const officeCard = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space.lg} ${space.xxl}`,
  padding: space.gutter,
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.lg,
} as const;

const details = { flex: '1 1 16rem', display: 'grid', gap: space.lg, margin: 0 };

const term = {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  color: color.inkMuted,
  fontSize: text.sm,
  fontWeight: weight.strong,
};

const termIcon = headingIcon(color.accent);

const detail = {
  margin: 0,
  marginBlockStart: space.xs,
  paddingInlineStart: `calc(${size.icon} + ${space.sm})`,
  color: color.ink,
  fontSize: text.lg,
  lineHeight: leading.snug,
};

const aside = { flex: '1 1 18rem', maxWidth: size.prose };
const action = { margin: 0, marginBlockStart: space.lg };

/** A term led by a decorative icon, and its detail: the address, the office hours. */
function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <dt css={term}>
        <Icon aria-hidden="true" focusable="false" css={termIcon} />
        {label}
      </dt>
      <dd css={detail}>{children}</dd>
    </div>
  );
}

/**
 * The About page's office card: the company's address and office hours (from `src/config/site.ts`)
 * under these labels, beside a paragraph and a button to another page.
 */
export function Office({
  addressLabel,
  hoursLabel,
  text: body,
  action: link,
  language,
}: {
  addressLabel: string;
  hoursLabel: string;
  text: string;
  action: { page: PageId; label: string };
  language: Language;
}) {
  return (
    <div css={officeCard}>
      <dl css={details}>
        <Detail icon={MapPin} label={bidi(addressLabel, language)}>
          {bidi(company.address[language], language)}
        </Detail>
        <Detail icon={Clock} label={bidi(hoursLabel, language)}>
          {bidi(company.officeHours[language], language)}
        </Detail>
      </dl>
      <div css={aside}>
        <p css={paragraph}>{bidi(body, language)}</p>
        <p css={action}>
          <ButtonLink href={pageHref(link.page, language)} variant="secondary" arrow>
            {bidi(link.label, language)}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
