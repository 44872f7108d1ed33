import { css } from '@emotion/react';
import type { FocusEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SIDE_BAR, type Language } from '../../machines/constants';
import { SIDE_BAR_ID } from '../config/element-ids';
import {
  useLanguage,
  useMessages,
  useSideBarSend,
  useSideBarView,
} from '../state/AppActorsProvider';
import type { SideBarView } from '../state/selectors';
import type { ChromeMessages } from '../i18n';
import { localizedPath } from '../urls';
import { pageRoutes, type PageRoute } from '../routes';
import { MOBILE_LAYOUT, TOP_BAR } from '../styles/screen-layout';
import { LogoMark } from './Brand';
import { SpriteIcon } from './SpriteIcon';
import { color, layer, motion, shadow, space, text, visuallyHidden, weight } from '../styles/theme';

const mainItems = pageRoutes.filter((route) => route.nav.group === 'main');
const serviceItems = pageRoutes.filter((route) => route.nav.group === 'services');

const hiddenDrawer = {
  width: SIDE_BAR.mobileClosedWidth,
  visibility: 'hidden',
  transition: `width ${motion.sideBar}, visibility 0s linear ${SIDE_BAR.animationSeconds}s`,
} as const;

// The bar's state is on the element (`data-state`, `aria-current`), so the styles are fixed at
// module load and every state is a selector: nothing is built or serialised per render.
const navStyle = css({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: layer.sideBar,
  // The bar's geometry is physical (left edge) whatever the language; labels follow it.
  direction: 'ltr',
  width: SIDE_BAR.collapsedWidth,
  overflowX: 'hidden',
  overflowY: 'auto',
  background: color.sideBar,
  color: color.onSideBar,
  paddingBlockEnd: space.md,
  transition: `width ${motion.sideBar}`,
  boxShadow: 'none',
  '&[data-state="expanded"], &[data-state="open"]': {
    width: SIDE_BAR.expandedWidth,
    boxShadow: shadow.sideBar,
  },
  // The drawer opens below the top bar, which keeps the menu button and the language toggle.
  '&[data-state="open"], &[data-state="closed"]': { top: TOP_BAR.height },
  '&[data-state="closed"]': hiddenDrawer,
  // Before hydration the bar shows the prerendered (desktop) state; the layout marker the
  // boot script put on <html> already hides it on mobile, so the first paint is right.
  [`${MOBILE_LAYOUT} &[data-state="collapsed"]`]: hiddenDrawer,
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  // The labels: shown while the bar is wide, only read out while it is narrow or a closed drawer.
  // A selector too, so opening the bar inserts no rule (which would restyle the whole page).
  span: { overflow: 'hidden', textOverflow: 'ellipsis' },
  '&[data-state="collapsed"] span, &[data-state="closed"] span': visuallyHidden,
});

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  minHeight: '2.75rem',
  padding: `${space.sm} 1.25rem`,
  color: color.onSideBar,
  background: 'transparent',
  borderLeft: '3px solid transparent',
  textDecoration: 'none',
  fontSize: text.md,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': {
    color: color.onSideBarStrong,
    background: color.sideBarHover,
    borderLeftColor: color.focus,
  },
  '&:hover': { background: color.sideBarHover, color: color.onSideBarStrong },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
});

const iconStyle = css({ flex: 'none' });

/** The company's mark, as tall as the top bar beside it; its name shows when the bar is wide. */
const brandStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  height: TOP_BAR.height,
  marginBlockEnd: space.sm,
  paddingInline: space.md,
  borderBottom: `1px solid ${color.sideBarHover}`,
  color: color.onSideBarStrong,
  fontSize: text.lg,
  fontWeight: weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { background: color.sideBarHover },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '-3px' },
});

const dividerStyle = css({
  margin: `${space.sm} ${space.md}`,
  border: 0,
  borderTop: `1px solid ${color.sideBarHover}`,
});

interface SideBarViewProps {
  view: SideBarView;
  language: Language;
  messages: ChromeMessages;
  currentPath: string;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onKeyboardFocusIn: () => void;
  onFocusOut: () => void;
  onItemChosen: () => void;
}

/** The side navigation, fixed at the left in both languages (ARCHITECTURE P3). */
function SideBarView({
  view,
  language,
  messages,
  currentPath,
  onPointerEnter,
  onPointerLeave,
  onKeyboardFocusIn,
  onFocusOut,
  onItemChosen,
}: SideBarViewProps) {
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) onKeyboardFocusIn();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocusOut();
  };

  const item = (route: PageRoute) => {
    const href = localizedPath(route.path, language);
    const current = currentPath === href;
    return (
      <li key={route.id}>
        <Link
          href={href}
          onClick={onItemChosen}
          aria-current={current ? 'page' : undefined}
          css={itemStyle}
        >
          <SpriteIcon name={route.nav.icon} size={22} strokeWidth={1.75} css={iconStyle} />
          <span dir={language === 'he' ? 'rtl' : 'ltr'}>{messages[route.nav.label]}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav
      id={SIDE_BAR_ID}
      aria-label={messages['nav.label']}
      data-state={view}
      data-chrome=""
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      css={navStyle}
    >
      <Link href={localizedPath('/', language)} onClick={onItemChosen} css={brandStyle}>
        <LogoMark size={32} />
        <span dir={language === 'he' ? 'rtl' : 'ltr'}>{messages['site.name']}</span>
      </Link>
      <ul>{mainItems.map(item)}</ul>
      <hr css={dividerStyle} />
      <ul aria-label={messages['nav.services']}>{serviceItems.map(item)}</ul>
    </nav>
  );
}

export function SideBar() {
  const view = useSideBarView();
  const language = useLanguage();
  const messages = useMessages();
  const send = useSideBarSend();
  const [location] = useLocation();
  return (
    <SideBarView
      view={view}
      language={language}
      messages={messages}
      currentPath={location}
      onPointerEnter={() => send({ type: 'sideBar.pointerEntered' })}
      onPointerLeave={() => send({ type: 'sideBar.pointerLeft' })}
      onKeyboardFocusIn={() => send({ type: 'sideBar.focusEntered' })}
      onFocusOut={() => send({ type: 'sideBar.focusLeft' })}
      onItemChosen={() => send({ type: 'sideBar.itemChosen' })}
    />
  );
}
