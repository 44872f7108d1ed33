import { color } from '../../styles/theme';

const bars = [
  { x: 84, height: 62 },
  { x: 122, height: 84 },
  { x: 160, height: 74 },
  { x: 198, height: 104 },
  { x: 236, height: 96 },
  { x: 274, height: 124 },
];
const baseline = 262;
const barWidth = 26;
/** The dashboard and the two result cards: paper framed by a line. */
const card = { fill: color.paper, stroke: color.line, strokeWidth: 2 } as const;
/** The forecast and the result's arrow: one thick, round-capped accent line. */
const accentLine = {
  fill: 'none',
  stroke: color.accent,
  strokeWidth: '4',
  strokeLinecap: 'round',
} as const;

/**
 * The home hero's illustration: a dashboard card with weekly bars, a forecast line running on
 * past the data inside its confidence band, and a result card. Decorative: the hero's text says
 * what it shows. Charts keep time running left to right in both languages, so it does not mirror.
 */
export function HeroIllustration() {
  const tops = bars.map(({ x, height }) => `${x + barWidth / 2},${baseline - height - 14}`);
  return (
    <svg
      viewBox="0 0 480 380"
      aria-hidden="true"
      focusable="false"
      css={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <circle cx="250" cy="190" r="178" fill={color.brandSoft} />
      <circle cx="410" cy="70" r="34" fill={color.accentSoft} />

      <rect x="52" y="58" width="360" height="236" rx="18" {...card} />
      <circle cx="80" cy="86" r="6" fill={color.line} />
      <circle cx="100" cy="86" r="6" fill={color.line} />
      <rect x="128" y="80" width="120" height="12" rx="6" fill={color.line} />
      <rect x="332" y="78" width="56" height="16" rx="8" fill={color.brandSoft} />

      <line x1="76" y1={baseline} x2="388" y2={baseline} stroke={color.line} strokeWidth="2" />
      {bars.map(({ x, height }, index) => (
        <rect
          key={x}
          x={x}
          y={baseline - height}
          width={barWidth}
          height={height}
          rx="5"
          fill={index < bars.length - 2 ? color.line : color.brand}
        />
      ))}

      <polygon points="287,124 370,100 370,146" fill={color.accentSoft} />
      <polyline points={tops.join(' ')} {...accentLine} strokeLinejoin="round" />
      <polyline points={`${tops.at(-1) ?? ''} 370,122`} {...accentLine} strokeDasharray="2 10" />
      <circle cx="370" cy="122" r="8" fill={color.paper} stroke={color.accent} strokeWidth="4" />

      <rect x="276" y="236" width="176" height="104" rx="16" {...card} />
      <circle cx="314" cy="274" r="20" fill={color.accentSoft} />
      <path d="M306 280 L314 270 L322 280 M314 270 V286" {...accentLine} strokeLinejoin="round" />
      <rect x="346" y="262" width="84" height="14" rx="7" fill={color.brandStrong} />
      <rect x="346" y="284" width="58" height="10" rx="5" fill={color.line} />
      <rect x="298" y="312" width="132" height="10" rx="5" fill={color.brandSoft} />

      <rect x="28" y="262" width="132" height="92" rx="16" {...card} />
      <circle cx="66" cy="308" r="22" fill="none" stroke={color.brandSoft} strokeWidth="10" />
      <circle
        cx="66"
        cy="308"
        r="22"
        fill="none"
        stroke={color.brand}
        strokeWidth="10"
        strokeDasharray="96 139"
        transform="rotate(-90 66 308)"
      />
      <rect x="100" y="294" width="44" height="10" rx="5" fill={color.ink} />
      <rect x="100" y="312" width="32" height="10" rx="5" fill={color.line} />
    </svg>
  );
}
