import { company } from '../../config/site';
import { focusRing, radius, weight } from '../../styles/theme';
import { BidiText, Ltr } from './Ltr';

const contactLink = { fontWeight: weight.strong, borderRadius: radius.sm, ...focusRing } as const;

/**
 * The line under a `CallToAction`: a lead-in and the company's phone number as a `tel:` link,
 * optionally preceded by a lead-in and the e-mail address as a `mailto:` link. The number and
 * the address stay left to right in Hebrew.
 */
export function ContactLine({ phoneLead, emailLead }: { phoneLead: string; emailLead?: string }) {
  return (
    <p css={{ margin: 0 }}>
      {emailLead !== undefined && (
        <>
          <BidiText>{emailLead}</BidiText>{' '}
          <a href={`mailto:${company.email}`} css={contactLink}>
            <Ltr>{company.email}</Ltr>
          </a>{' '}
        </>
      )}
      <BidiText>{phoneLead}</BidiText>{' '}
      <a href={`tel:${company.phone.international}`} css={contactLink}>
        <Ltr>{company.phone.display}</Ltr>
      </a>
    </p>
  );
}
