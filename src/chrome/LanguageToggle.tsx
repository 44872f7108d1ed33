import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { otherLanguage } from '../../machines/language.machine';
import { useLanguage, useMessages, useToggleLanguage } from '../state/AppActorsProvider';
import { loadMessages } from '../i18n/messages';
import { retryFailedLoads } from '../platform/loader';
import { twinPath } from '../urls';
import { isPlainClick } from '../platform/plain-click';
import { color, focusRing, radius, space, text, visuallyHidden } from '../styles/theme';

const toggleStyle = css({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.pill,
  background: color.paper,
  color: color.brandStrong,
  border: `1px solid ${color.line}`,
  fontSize: text.md,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: color.brandSoft },
  // Pressed, it sinks a pixel: a rule of the global stylesheet (src/styles/GlobalStyles.tsx).
  ...focusRing,
});

const hiddenName = css(visuallyHidden);

/**
 * At the top bar's right in both languages (ARCHITECTURE P3). A real link to the twin page,
 * so it works without JavaScript and opens in a new tab; a plain click goes through the language
 * machine, which stores the choice and navigates. Pointing at it or focusing it starts loading
 * the other language's dictionary, which the twin page needs (src/i18n/messages.ts).
 */
export function LanguageToggle() {
  const language = useLanguage();
  const m = useMessages();
  const toggle = useToggleLanguage();
  const [location] = useLocation();
  const target = otherLanguage(language);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    toggle();
  };
  // A prefetch that fails is forgotten, so the click tries again rather than showing the failure
  // (as a navigation forgets every failed load).
  const prefetch = () => void loadMessages(target).catch(retryFailedLoads);

  return (
    <a
      href={twinPath(location, target)}
      hrefLang={target}
      // Followed before start-up, the twin page's boot script stores the choice (src/boot/boot.ts).
      onClick={onClick}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      css={toggleStyle}
    >
      <span lang={target}>{m['language.toggle.label']}</span>
      <span css={hiddenName}>{` — ${m['language.toggle.name']}`}</span>
    </a>
  );
}
