import { Clock, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Language } from '../../../machines/constants';
import { ButtonLink } from '../../components/content';
import { company } from '../../config/site';
import { bidi } from '../../i18n/locale';
import { pageHref } from '../../routes';
import { color, leading, radius, size, space, text, weight } from '../../styles/theme';
import type { OfficeBody } from '../document';
import { headingIcon, paragraph } from './styles';

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

/** The company's office on a card: its address and hours, beside a text and a button. */
export function Office({ body, language }: { body: OfficeBody; language: Language }) {
  return (
    <div css={officeCard}>
      <dl css={details}>
        <Detail icon={MapPin} label={bidi(body.addressLabel, language)}>
          {bidi(company.address[language], language)}
        </Detail>
        <Detail icon={Clock} label={bidi(body.hoursLabel, language)}>
          {bidi(company.officeHours[language], language)}
        </Detail>
      </dl>
      <div css={aside}>
        <p css={paragraph}>{bidi(body.text, language)}</p>
        <p css={action}>
          <ButtonLink href={pageHref(body.action.page, language)} variant="secondary" arrow>
            {bidi(body.action.label, language)}
          </ButtonLink>
        </p>
      </div>
    </div>
  );
}
