import type { Language } from '../../../machines/constants';
import { company } from '../../config/site';
import { focusRing, radius, weight } from '../../styles/theme';
import { bidi, Ltr } from '../../i18n/locale';

const contactLink = { fontWeight: weight.strong, borderRadius: radius.sm, ...focusRing } as const;

/**
 * The line under a `CallToAction`: a lead-in and the company's phone number as a `tel:` link,
 * optionally preceded by a lead-in and the e-mail address as a `mailto:` link. The number and
 * the address stay left to right in Hebrew.
 */
export function ContactLine({
  phoneLead,
  emailLead,
  language,
}: {
  phoneLead: string;
  emailLead?: string;
  language: Language;
}) {
  return (
    <p css={{ margin: 0 }}>
      {emailLead !== undefined && (
        <>
          {bidi(emailLead, language)}{' '}
          <a href={`mailto:${company.email}`} css={contactLink}>
            <Ltr>{company.email}</Ltr>
          </a>{' '}
        </>
      )}
      {bidi(phoneLead, language)}{' '}
      <a href={`tel:${company.phone.international}`} css={contactLink}>
        <Ltr>{company.phone.display}</Ltr>
      </a>
    </p>
  );
}
