/**
 * The colours of the two themes, as raw values: `light`, and `dark` for a system set to dark
 * (`prefers-color-scheme`). Components never use these: they use `color`, `chart` and `shadow`
 * (theme.ts), whose values are CSS custom properties that GlobalStyles sets from these on
 * `:root`, so one stylesheet serves both themes and the prerendered page paints in the right one
 * with no script (docs/decisions/018-dark-theme.md). Only the prerenderer and the dev server
 * import this module: the browser never needs a raw value. Raw values are also for what has no
 * stylesheet, such as images made at build time.
 *
 * Every pair in use meets WCAG 2.1 AA in both themes: 4.5:1 for text, 3:1 for marks and focus
 * rings (tests/styles/theme.test.ts checks each ratio below). Ratios are light / dark.
 */
const lightColor = {
  /**
   * Body text. On paper 15.97 / 14.23, on canvas 14.89 / 15.66, on brandSoft 13.14 / 11.56, on
   * accentSoft 14.18 / 10.43.
   */
  ink: '#14213d',
  /** Secondary text. On paper 7.53 / 7.79, on canvas 7.02 / 8.57, on brandSoft 6.19 / 6.33. */
  inkMuted: '#4a5568',
  /** Panels and cards. */
  paper: '#ffffff',
  /** The page. */
  canvas: '#f5f7fb',
  /** Borders and rules (decorative). */
  line: '#d8dee9',
  /** Links and primary buttons. On paper 6.70 / 6.39, on canvas 6.25 / 7.04, on brandSoft 5.51 / 5.19. */
  brand: '#1d4ed8',
  /** Strong brand text and hovers. On paper 10.36 / 9.96, on canvas 9.66 / 10.97, on brandSoft 8.52 / 8.09. */
  brandStrong: '#1e3a8a',
  /** Tinted backgrounds. */
  brandSoft: '#e0e9ff',
  /** Text on brand 6.70 / 7.04, on brandStrong 10.36 / 10.97. */
  onBrand: '#ffffff',
  /** The side bar and the footer: navy in both themes. */
  sideBar: '#0f1b35',
  sideBarHover: '#1c2c52',
  /** On sideBar 14.56, on sideBarHover 11.68. */
  onSideBar: '#e8edf7',
  /** On sideBar 8.40. */
  onSideBarMuted: '#a9b6d3',
  /** Text written white on the navy side bar and footer, in both themes: on sideBarHover 13.71. */
  onSideBarStrong: '#ffffff',
  /**
   * The focus ring's amber band: on sideBar 7.96, on band 4.82; on paper 2.15 in the light theme
   * (where the ring's ink outline carries it, `focusRing`), 7.92 in the dark one.
   */
  focus: '#f59e0b',
  /** Errors. On paper 6.57 / 6.15, on canvas 6.13 / 6.77. */
  danger: '#b42318',
  /** Text on danger 6.57 / 6.77. */
  onDanger: '#ffffff',
  /** Dims the page under the open drawer. */
  overlay: 'rgba(8, 15, 30, 0.55)',
  /** Content accents. On paper 5.47 / 9.14, on canvas 5.10 / 10.06, on accentSoft 4.86 / 6.70. */
  accent: '#0f766e',
  accentSoft: '#ccfbf1',
  /** Secondary text on brandStrong 6.94 / 6.07. */
  onBrandMuted: '#c7d2fe',
  /**
   * A closing call-to-action band, deep blue in both themes (brandStrong turns light in the dark
   * theme). onBand on band 10.36, onBandMuted on band 6.94; the band's button is band on onBand
   * 10.36, on onBandHover 8.52.
   */
  band: '#1e3a8a',
  onBand: '#ffffff',
  onBandMuted: '#c7d2fe',
  onBandHover: '#e0e9ff',
} as const;

export type ColorName = keyof typeof lightColor;

/**
 * Data colours for charts drawn on paper. Lines and marks need 3:1 against their background (WCAG
 * 1.4.11); on paper: actual 6.70 / 6.69, actualMuted 3.50 / 3.91, trend 5.02 / 7.92, season 5.47
 * / 9.14, forecast 5.70 / 6.25, anomaly 6.29 / 6.32 (also text: ≥ 4.5), baseline 4.76 / 6.63.
 * `forecastBand` is a fill behind the forecast, whose edges are drawn in `forecast`; it carries
 * no meaning of its own.
 */
const lightChart = {
  actual: '#1d4ed8',
  actualMuted: '#6b84e0',
  trend: '#b45309',
  season: '#0f766e',
  forecast: '#7c3aed',
  forecastBand: '#ede9fe',
  anomaly: '#be123c',
  baseline: '#64748b',
} as const;

export type ChartName = keyof typeof lightChart;

const lightShadow = {
  floating: '0 4px 16px rgba(15, 27, 53, 0.18)',
  raised: '0 12px 32px rgba(15, 27, 53, 0.22)',
  sideBar: '4px 0 24px rgba(8, 15, 30, 0.35)',
  card: '0 1px 2px rgba(15, 27, 53, 0.06), 0 2px 8px rgba(15, 27, 53, 0.06)',
  cardHover: '0 10px 28px rgba(15, 27, 53, 0.14)',
} as const;

export type ShadowName = keyof typeof lightShadow;

export const palette = {
  light: { color: lightColor, chart: lightChart, shadow: lightShadow },
  /**
   * Light text on a dark navy page. Brand, accent and data colours are lighter tints of the light
   * theme's, so they keep their contrast on dark paper; brand buttons carry dark text.
   */
  dark: {
    color: {
      ...lightColor,
      ink: '#e6ebf5',
      inkMuted: '#a5b0c5',
      paper: '#131c2f',
      canvas: '#0b1220',
      line: '#2c3a55',
      brand: '#6e9dfc',
      brandStrong: '#a9c7ff',
      brandSoft: '#1b2c4f',
      onBrand: '#0b1220',
      danger: '#f87171',
      onDanger: '#0b1220',
      overlay: 'rgba(0, 0, 0, 0.65)',
      accent: '#2dd4bf',
      accentSoft: '#0d3a3a',
      onBrandMuted: '#1e3a8a',
    } satisfies Record<ColorName, string>,
    chart: {
      actual: '#60a5fa',
      actualMuted: '#5677c4',
      trend: '#f59e0b',
      season: '#2dd4bf',
      forecast: '#a78bfa',
      forecastBand: '#2a2350',
      anomaly: '#fb7185',
      baseline: '#94a3b8',
    } satisfies Record<ChartName, string>,
    shadow: {
      floating: '0 4px 16px rgba(0, 0, 0, 0.45)',
      raised: '0 12px 32px rgba(0, 0, 0, 0.55)',
      sideBar: '4px 0 24px rgba(0, 0, 0, 0.5)',
      card: '0 1px 2px rgba(0, 0, 0, 0.3), 0 2px 8px rgba(0, 0, 0, 0.25)',
      cardHover: '0 10px 28px rgba(0, 0, 0, 0.5)',
    } satisfies Record<ShadowName, string>,
  },
} as const;

export type ThemeName = keyof typeof palette;
