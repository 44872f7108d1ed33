import type { Language } from '../../../machines/constants';
import type { LinkBody } from '../page-document';
import { bidi } from '../../i18n/locale';
import { pageHref } from '../../routes';
import { color, space } from '../../styles/theme';
import { ArrowLink } from './ArrowLink';

const linkAlone = { margin: 0, marginBlockStart: space.lg };

const linkAfterText = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `0 ${space.sm}`,
  margin: 0,
  marginBlockStart: space.xl,
  color: color.inkMuted,
} as const;

/** A link to another page with an arrow, alone or after a sentence that leads to it. */
export function PageLink({ body, language }: { body: LinkBody; language: Language }) {
  const link = (
    <ArrowLink href={pageHref(body.page, language)}>{bidi(body.label, language)}</ArrowLink>
  );
  if (body.text === undefined) return <p css={linkAlone}>{link}</p>;
  return (
    <p css={linkAfterText}>
      {bidi(body.text, language)}
      {link}
    </p>
  );
}
