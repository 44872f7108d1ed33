import { css } from '@emotion/react';
import { useMessages } from '../state/AppActorsProvider';
import { MAIN_CONTENT_ID } from '../config/element-ids';
import { color, layer, radius, space } from '../styles/theme';

const skipLinkStyle = css({
  position: 'fixed',
  top: space.sm,
  left: '50%',
  zIndex: layer.skipLink,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  background: color.brandStrong,
  color: color.onBrand,
  fontWeight: 600,
  transform: 'translate(-50%, -200%)',
  '&:focus': { transform: 'translate(-50%, 0)', outline: `3px solid ${color.focus}` },
});

/** First in the tab order: jumps past the navigation to the page's content. */
export function SkipLink() {
  const m = useMessages();
  return (
    <a href={`#${MAIN_CONTENT_ID}`} data-chrome="" css={skipLinkStyle}>
      {m.skipLink}
    </a>
  );
}
