import { css } from '@emotion/react';
import { LOGO_VIEW_BOX, logoColors, logoShapes } from '../brand/logo';

const markStyle = css({ display: 'block', flex: 'none' });

/** The company's mark (src/brand/logo.ts), decorative: the link or text beside it names it. */
export function LogoMark({ size }: { size: number }) {
  const { tile, bars, aim } = logoShapes;
  return (
    <svg
      viewBox={LOGO_VIEW_BOX}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      css={markStyle}
    >
      <rect {...tile} fill={logoColors.tile} />
      {bars.map((bar, index) => (
        <rect key={bar.x} {...bar} fill={index === 1 ? logoColors.barStrong : logoColors.bar} />
      ))}
      <circle
        cx={aim.cx}
        cy={aim.cy}
        r={aim.r}
        fill="none"
        stroke={logoColors.aim}
        strokeWidth={aim.strokeWidth}
      />
    </svg>
  );
}
