import { css } from '@emotion/react';
import { MENU_BUTTON_ID, SIDE_BAR_ID } from '../config/element-ids';
import { useMessages, useSideBarSend, useSideBarView } from '../state/AppActorsProvider';
import { DESKTOP_LAYOUT } from '../styles/screen-layout';
import { SpriteIcon } from './SpriteIcon';
import { color, focusRing, layer, motion, radius } from '../styles/theme';

// Rendered in every layout so the prerendered HTML has them; shown only in the mobile layout.
const hiddenOnDesktop = { [`${DESKTOP_LAYOUT} &`]: { display: 'none' } } as const;

// Open or closed is on the element (`aria-expanded`, `data-state`), so it is a selector here:
// the styles are built once, not on every render.
const menuButtonStyle = css({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.paper,
  color: color.ink,
  cursor: 'pointer',
  '&[aria-expanded="true"]': {
    borderColor: color.sideBarHover,
    background: color.sideBar,
    color: color.onSideBar,
  },
  ...focusRing,
  ...hiddenOnDesktop,
});

const overlayStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: layer.overlay,
  background: color.overlay,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${motion.sideBar}`,
  '&[data-state="open"]': { opacity: 1, pointerEvents: 'auto' },
  ...hiddenOnDesktop,
});

/** At the top bar's left on mobile, in both languages: opens and closes the side-bar drawer. */
export function MenuButton() {
  const view = useSideBarView();
  const send = useSideBarSend();
  const m = useMessages();
  const open = view === 'open';
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      // Pressed before start-up, replayed once the app is live (src/platform/early-input.ts).
      data-early-input=""
      aria-controls={SIDE_BAR_ID}
      aria-expanded={open}
      aria-label={open ? m['nav.menu.close'] : m['nav.menu.open']}
      onClick={() => send({ type: 'sideBar.toggle' })}
      css={menuButtonStyle}
    >
      <SpriteIcon name={open ? 'x' : 'menu'} size={24} />
    </button>
  );
}

/** The dimmed layer behind the open drawer; tapping it closes the drawer (Escape does too). */
export function DrawerOverlay() {
  const view = useSideBarView();
  const send = useSideBarSend();
  const open = view === 'open';
  return (
    <div
      aria-hidden="true"
      data-testid="drawer-overlay"
      data-chrome=""
      data-state={open ? 'open' : 'closed'}
      onClick={() => send({ type: 'sideBar.close' })}
      css={overlayStyle}
    />
  );
}
