import { css } from '@emotion/react';
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import {
  SWITCHER_ICON_SIZE,
  VIEW_MODES,
  type Language,
  type ViewMode,
} from '../../machines/constants';
import { MAIN_CONTENT_ID, SWITCHER_BUTTON_ID, VIEW_MODE_SWITCHER_ID } from '../config/element-ids';
import {
  useAvailableViewModes,
  useDensity,
  useLanguage,
  useSwitcherVisible,
  useViewMode,
} from '../state/AppActorsProvider';
import type { SpriteIconName } from '../config/icons/sprite-icons';
import { useViewModeSwitcher } from '../state/useViewModeSwitcher';
import type { SwitcherMessages } from '../i18n';
import { en } from '../i18n/switcher/en';
import { he } from '../i18n/switcher/he';
import { SpriteIcon } from './SpriteIcon';
import { color, focusRing, layer, radius, shadow, space } from '../styles/theme';

/** The switcher's texts, in both languages: only this chunk carries them. */
const switcherTexts: Record<Language, SwitcherMessages> = { en, he };

const choices: Record<ViewMode, { icon: SpriteIconName; label: keyof SwitcherMessages }> = {
  auto: { icon: 'monitor-smartphone', label: 'viewMode.auto' },
  mobile: { icon: 'smartphone', label: 'viewMode.mobile' },
  desktop: { icon: 'monitor', label: 'viewMode.desktop' },
};

const CHOICES_ID = `${VIEW_MODE_SWITCHER_ID}-choices`;

/**
 * At the bottom right, over the footer only: sticky at the foot of the page's end (the footer
 * and this), so it sits at the bottom right of the screen while the footer is in view and never
 * over the page's content (ARCHITECTURE P3b). It overlaps the footer's bottom padding, which
 * leaves the footer's last line room to scroll clear of it.
 */
const switcherStyle = css({
  position: 'sticky',
  bottom: space.md,
  zIndex: layer.floating,
  width: 'fit-content',
  // Physically right in both languages (ARCHITECTURE P3).
  marginLeft: 'auto',
  marginRight: space.md,
  marginTop: `calc(-1 * (3rem + ${space.md}))`,
  marginBottom: space.md,
  // Open, its choices rise over a notification that confirms the last choice.
  '&[data-state="open"]': { zIndex: layer.toast + 1 },
});

// Open or closed, checked or disabled are on the elements (`aria-expanded`, `aria-checked`,
// `aria-disabled`), so they are selectors here: nothing is built or serialised per render.
const roundButton = {
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  borderRadius: radius.pill,
  cursor: 'pointer',
  ...focusRing,
} as const;

const toggleStyle = css({
  ...roundButton,
  border: `1px solid ${color.line}`,
  background: color.paper,
  color: color.brandStrong,
  boxShadow: shadow.floating,
  '&:hover, &[aria-expanded="true"]': { background: color.brandSoft },
});

const menuStyle = css({
  position: 'absolute',
  right: 0,
  bottom: `calc(100% + ${space.sm})`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: space.xs,
  borderRadius: radius.md,
  background: color.paper,
  border: `1px solid ${color.line}`,
  boxShadow: shadow.raised,
  '&[hidden]': { display: 'none' },
});

const choiceStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: '2.75rem',
  paddingInline: space.md,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: color.ink,
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&[aria-checked="true"]': { background: color.brand, color: color.onBrand },
  '&:not([aria-disabled="true"]):not([aria-checked="true"]):hover': {
    background: color.brandSoft,
  },
  '&[aria-disabled="true"]': { cursor: 'not-allowed', color: color.inkMuted },
  ...focusRing,
});

/** Larger on high-density screens, where the icon is drawn larger too (SPEC §2). */
const sizedToggle = {
  standard: css(toggleStyle, { width: '2.75rem', height: '2.75rem' }),
  highDensity: css(toggleStyle, { width: '3rem', height: '3rem' }),
};

interface ViewModeSwitcherViewProps {
  mode: ViewMode;
  available: readonly ViewMode[];
  open: boolean;
  highDensity: boolean;
  messages: SwitcherMessages;
  onToggle: () => void;
  onClose: () => void;
  onChoose: (mode: ViewMode) => void;
}

/**
 * A menu button (WAI-ARIA APG): the button shows the current mode; open, the three choices are
 * radio items. Arrow keys, Home and End move among them, Enter or Space chooses, Escape or a
 * press outside closes, and focus goes back to the button.
 */
function ViewModeSwitcherView({
  mode,
  available,
  open,
  highDensity,
  messages,
  onToggle,
  onClose,
  onChoose,
}: ViewModeSwitcherViewProps) {
  const switcher = useRef<HTMLDivElement>(null);

  // Choosing auto on a wide screen hides the switcher (SPEC §2); keep keyboard focus on the page
  // rather than letting it fall to <body>.
  useLayoutEffect(() => {
    const element = switcher.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      queueMicrotask(() => document.getElementById(MAIN_CONTENT_ID)?.focus());
    };
  }, []);
  const iconSize = highDensity ? SWITCHER_ICON_SIZE.highDensity : SWITCHER_ICON_SIZE.standard;
  const { icon: currentIcon, label: currentLabel } = choices[mode];
  const name = `${messages['viewMode.label']}: ${messages[currentLabel]}`;

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const edge = { Home: 0, End: items.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const next = edge ?? (index + (step ?? 0) + items.length) % items.length;
    items[next]?.focus();
  };
  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      onToggle();
    }
  };
  // Tabbing out of the open switcher closes it (the choices come after the button, so Tab
  // from a choice leaves the switcher, as from a menu).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <div
      ref={switcher}
      id={VIEW_MODE_SWITCHER_ID}
      data-chrome=""
      data-state={open ? 'open' : 'closed'}
      onBlur={onBlur}
      css={switcherStyle}
    >
      <button
        id={SWITCHER_BUTTON_ID}
        type="button"
        // Pressed before start-up, replayed once the app is live (src/platform/early-input.ts).
        data-early-input=""
        aria-label={name}
        title={name}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={CHOICES_ID}
        data-mode={mode}
        onClick={onToggle}
        onKeyDown={onToggleKeyDown}
        css={sizedToggle[highDensity ? 'highDensity' : 'standard']}
      >
        <SpriteIcon name={currentIcon} size={iconSize} />
      </button>
      <div
        id={CHOICES_ID}
        role="menu"
        aria-label={messages['viewMode.label']}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        css={menuStyle}
      >
        {VIEW_MODES.map((choice) => {
          const { icon, label } = choices[choice];
          const checked = choice === mode;
          const disabled = !available.includes(choice);
          return (
            <button
              key={choice}
              type="button"
              role="menuitemradio"
              aria-checked={checked}
              aria-disabled={disabled || undefined}
              tabIndex={-1}
              onClick={() => !disabled && onChoose(choice)}
              css={choiceStyle}
            >
              <SpriteIcon name={icon} size={iconSize} />
              {messages[label]}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function LiveViewModeSwitcher() {
  const mode = useViewMode();
  const available = useAvailableViewModes();
  const { open, send } = useViewModeSwitcher();
  const density = useDensity();
  const messages = switcherTexts[useLanguage()];
  return (
    <ViewModeSwitcherView
      mode={mode}
      available={available}
      open={open}
      highDensity={density !== 'standard'}
      messages={messages}
      onToggle={() => send({ type: 'switcher.toggle' })}
      onClose={() => send({ type: 'switcher.close' })}
      onChoose={(mode) => send({ type: 'switcher.choose', mode })}
    />
  );
}

/** The switcher, where SPEC §2 shows it. */
export function ViewModeSwitcher() {
  return useSwitcherVisible() ? <LiveViewModeSwitcher /> : null;
}
