import { Check } from 'lucide-react';
import type { Language } from '../../../machines/constants';

import { bidi } from '../../i18n/locale';
import { color, leading, space, text } from '../../styles/theme';
import type { AsideBody } from '../page-document';
import { contentIcons } from '../../config/icons/content-icons';
import { bareList } from '../../styles/lists';
import { card, h3Style, headingIcon, iconHeading } from './typography';

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
  const Icon = contentIcons[body.icon];
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
