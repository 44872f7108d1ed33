import { css } from '@emotion/react';
import { Monitor, MonitorSmartphone, Smartphone, type LucideIcon } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { SWITCHER_ICON_SIZE, VIEW_MODES, type ViewMode } from '../../machines/constants';
import {
  useAvailableViewModes,
  useDensity,
  useMessages,
  useSelectViewMode,
  useSwitcherVisible,
  useViewMode,
} from '../app/AppActorsProvider';
import type { MessageKey, Messages } from '../i18n';
import { MAIN_CONTENT_ID } from './SkipLink';
import { color, focusRing, layer, radius, shadow, space } from '../styles/theme';

const choices: Record<ViewMode, { icon: LucideIcon; label: MessageKey }> = {
  auto: { icon: MonitorSmartphone, label: 'viewMode.auto' },
  mobile: { icon: Smartphone, label: 'viewMode.mobile' },
  desktop: { icon: Monitor, label: 'viewMode.desktop' },
};

const groupStyle = css({
  position: 'fixed',
  right: space.md,
  bottom: space.md,
  zIndex: layer.floating,
  display: 'flex',
  gap: space.xs,
  padding: space.xs,
  borderRadius: radius.pill,
  background: color.paper,
  border: `1px solid ${color.line}`,
  boxShadow: shadow.floating,
});

// The choice's state is on the button (`aria-checked`, `aria-disabled`), so it is a selector
// here, and the two sizes are built once: nothing is built or serialised per render.
const choiceStyle = css({
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: color.inkMuted,
  cursor: 'pointer',
  '&[aria-checked="true"]': { background: color.brand, color: color.onBrand },
  '&:not([aria-disabled="true"]):hover': { background: color.brandSoft },
  '&[aria-checked="true"]:not([aria-disabled="true"]):hover': { background: color.brandStrong },
  '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
  ...focusRing,
});

/** Larger buttons on high-density screens, where the icon is drawn larger too. */
const sizedChoice = {
  standard: css(choiceStyle, { width: '2.5rem', height: '2.5rem' }),
  highDensity: css(choiceStyle, { width: '3rem', height: '3rem' }),
};

interface ViewModeSwitcherViewProps {
  mode: ViewMode;
  available: readonly ViewMode[];
  highDensity: boolean;
  messages: Messages;
  onSelect: (mode: ViewMode) => void;
}

/** A radio group at the bottom right: arrow keys move and select, Tab leaves the group. */
function ViewModeSwitcherView({
  mode,
  available,
  highDensity,
  messages,
  onSelect,
}: ViewModeSwitcherViewProps) {
  const buttons = useRef<Partial<Record<ViewMode, HTMLButtonElement | null>>>({});
  const group = useRef<HTMLDivElement>(null);

  // Choosing auto on a wide screen hides the switcher (SPEC §2); keep keyboard focus on the page
  // rather than letting it fall to <body>.
  useLayoutEffect(() => {
    const element = group.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      queueMicrotask(() => document.getElementById(MAIN_CONTENT_ID)?.focus());
    };
  }, []);
  const iconSize = highDensity ? SWITCHER_ICON_SIZE.highDensity : SWITCHER_ICON_SIZE.standard;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const edge = { Home: 0, End: VIEW_MODES.length - 1 }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    const count = available.length;
    const index =
      edge === 0 ? 0 : edge !== undefined ? count - 1 : available.indexOf(mode) + (step ?? 0);
    const next = available[(index + count) % count] ?? mode;
    onSelect(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={messages['viewMode.label']}
      dir="ltr"
      onKeyDown={onKeyDown}
      css={groupStyle}
    >
      {VIEW_MODES.map((choice) => {
        const { icon: Icon, label } = choices[choice];
        const checked = choice === mode;
        const disabled = !available.includes(choice);
        return (
          <button
            key={choice}
            ref={(element) => {
              buttons.current[choice] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={messages[label]}
            title={messages[label]}
            aria-disabled={disabled || undefined}
            data-state={checked ? 'checked' : 'unchecked'}
            tabIndex={checked ? 0 : -1}
            onClick={() => !disabled && onSelect(choice)}
            css={sizedChoice[highDensity ? 'highDensity' : 'standard']}
          >
            <Icon aria-hidden="true" size={iconSize} />
          </button>
        );
      })}
    </div>
  );
}

export function ViewModeSwitcher() {
  const visible = useSwitcherVisible();
  const mode = useViewMode();
  const available = useAvailableViewModes();
  const density = useDensity();
  const messages = useMessages();
  const select = useSelectViewMode();
  if (!visible) return null;
  return (
    <ViewModeSwitcherView
      mode={mode}
      available={available}
      highDensity={density !== 'standard'}
      messages={messages}
      onSelect={select}
    />
  );
}
