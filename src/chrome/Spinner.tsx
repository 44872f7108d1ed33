import { css, keyframes } from '@emotion/react';
import { useMessages } from '../state/AppActorsProvider';
import { color, space, visuallyHidden } from '../styles/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const statusStyle = css({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  padding: space.xl,
});

const wheelStyle = css({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `4px solid ${color.brandSoft}`,
  borderTopColor: color.brand,
  animation: `${spin} 0.8s linear infinite`,
});

const hiddenLabel = css(visuallyHidden);

/** Shown, centred, while a page's chunk loads. */
export function Spinner() {
  const m = useMessages();
  return (
    <div role="status" css={statusStyle}>
      <span aria-hidden="true" css={wheelStyle} />
      <span css={hiddenLabel}>{m.loading}</span>
    </div>
  );
}
