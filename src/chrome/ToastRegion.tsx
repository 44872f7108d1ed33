import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { TOAST } from '../../machines/constants';
import { useMessages } from '../state/AppActorsProvider';
import { interpolate } from '../i18n/placeholders';
import { onHotkey } from '../platform/hotkey';
import { color, layer, space } from '../styles/theme';

/** Radix's viewport lets pointer events through while it has no toast (a class: the CSP). */
const emptyRegionStyle = css({ pointerEvents: 'none' });

export const viewportStyle = css({
  position: 'fixed',
  right: space.md,
  bottom: '5rem',
  zIndex: layer.toast,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
});

/**
 * The notifications region while there is nothing in it: the markup Radix's viewport renders
 * (a named region around an empty list), and its hotkey, which moves focus to the list, without
 * loading Radix. The toast view (Radix, `Toaster.tsx`) loads with the first toast and takes its
 * place.
 */
export function ToastRegion() {
  const m = useMessages();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => onHotkey(TOAST.hotkey, () => list.current?.focus()), []);
  return (
    <div
      role="region"
      aria-label={interpolate(m['toast.region'], { hotkey: TOAST.hotkey.join('+') })}
      tabIndex={-1}
      css={emptyRegionStyle}
    >
      <ol ref={list} tabIndex={-1} css={viewportStyle} />
    </div>
  );
}
