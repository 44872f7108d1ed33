import { css } from '@emotion/react';
import { Link } from 'wouter';
import { SIDE_BAR } from '../../machines/constants';
import { useLanguage, useMessages } from '../state/AppActorsProvider';
import { localizedPath } from '../urls';
import { DESKTOP_LAYOUT, TOP_BAR } from '../styles/screen-layout';
import { color, focusRing, radius, space, text, weight } from '../styles/theme';
import { LogoMark } from './Brand';
import { LanguageToggle } from './LanguageToggle';
import { MenuButton } from './MobileMenu';

// In the page's flow, not fixed: it takes its own room at the top and scrolls away with the page,
// so it never sits on the text being read. Positioned only to stay above the drawer's overlay.
const barStyle = css({
  position: 'relative',
  zIndex: TOP_BAR.layer,
  // The chrome's places are physical (ARCHITECTURE P3): menu at the left, language at the right.
  direction: 'ltr',
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  height: TOP_BAR.height,
  paddingInline: space.md,
  background: color.paper,
  borderBottom: `1px solid ${color.line}`,
  // On desktop the bar starts where the collapsed side bar ends; the side bar expands over it.
  [`${DESKTOP_LAYOUT} &`]: { marginLeft: SIDE_BAR.contentShift, paddingInline: space.xl },
});

const brandStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minWidth: 0,
  minHeight: '2.75rem',
  marginInlineEnd: 'auto',
  paddingInline: space.xs,
  borderRadius: radius.sm,
  color: color.ink,
  fontSize: text.lg,
  fontWeight: weight.strong,
  textDecoration: 'none',
  ...focusRing,
});

const nameStyle = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// On desktop the mark heads the side bar, right beside the name here.
const markOnMobileOnly = css({ [`${DESKTOP_LAYOUT} &`]: { display: 'none' } });

/** The company's name (and, on mobile, its mark), a link to the home page. */
function BrandLink() {
  const m = useMessages();
  const language = useLanguage();
  return (
    <Link href={localizedPath('/', language)} css={brandStyle}>
      <span css={markOnMobileOnly}>
        <LogoMark size={28} />
      </span>
      <span dir="auto" css={nameStyle}>
        {m['site.name']}
      </span>
    </Link>
  );
}

/**
 * The top of every page (ARCHITECTURE P3b): the menu button at the left (mobile), the company's
 * mark and name, the language toggle at the right.
 */
export function TopBar() {
  return (
    <header data-chrome="" css={barStyle}>
      <MenuButton />
      <BrandLink />
      <LanguageToggle />
    </header>
  );
}
