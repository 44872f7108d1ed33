import { css } from '@emotion/react';

const markStyle = css({ display: 'block', flex: 'none' });

/**
 * The company's mark (src/brand/logo.ts, written to /favicon.svg by the build): an image, so
 * the pages' JavaScript carries none of its shapes. Decorative: the name beside it, or the
 * link around it, says whose mark it is.
 */
export function LogoMark({ size }: { size: number }) {
  return <img src="/favicon.svg" alt="" width={size} height={size} css={markStyle} />;
}
