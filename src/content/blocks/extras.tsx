import { Check } from 'lucide-react';
import type { Language } from '../../../machines/constants';
import { ArrowLink, bareList, h3Style } from '../../components/content';
import { bidi } from '../../i18n/locale';
import { pageHref } from '../../routes';
import { color, leading, size, space, text } from '../../styles/theme';
import type { AsideBody, LinkBody, NoteBody } from '../document';
import { icons } from '../icons';
import { card, headingIcon, iconHeading } from './styles';

const asideText = { margin: `${space.sm} 0 0`, color: color.inkMuted, lineHeight: leading.body };
const dangerIcon = headingIcon(color.danger);
const checklist = { ...bareList, display: 'grid', gap: space.sm, marginBlockStart: space.md };
const checkItem = { display: 'flex', gap: space.sm, lineHeight: leading.body };

const checkIcon = {
  flex: 'none',
  width: text.lg,
  height: text.lg,
  marginBlockStart: '0.2em',
  color: color.accent,
};

/** A card beside the main column: an `h3` led by a warning icon and a paragraph, or a checklist. */
export function Aside({ body, language }: { body: AsideBody; language: Language }) {
  if ('checklist' in body) {
    return (
      <div css={card}>
        <h3 css={h3Style}>{bidi(body.title, language)}</h3>
        <ul role="list" css={checklist}>
          {body.checklist.map((item) => (
            <li key={item} css={checkItem}>
              <Check aria-hidden="true" focusable="false" css={checkIcon} />
              <span>{bidi(item, language)}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const Icon = icons[body.icon];
  return (
    <div css={card}>
      <h3 css={iconHeading}>
        <Icon aria-hidden="true" focusable="false" css={dangerIcon} />
        {bidi(body.title, language)}
      </h3>
      <p css={asideText}>{bidi(body.text, language)}</p>
    </div>
  );
}

const note = { margin: 0, marginBlockStart: space.lg, color: color.inkMuted, maxWidth: size.prose };

/** A paragraph of small print under a block. */
export function Note({ body, language }: { body: NoteBody; language: Language }) {
  return <p css={note}>{bidi(body.text, language)}</p>;
}

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
