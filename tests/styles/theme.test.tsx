import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { GlobalStyles } from '../../src/styles/GlobalStyles';
import { palette, type ThemeName } from '../../src/styles/palette';
import { chart, color, shadow } from '../../src/styles/theme';

/** WCAG 2.1 relative luminance of `#rrggbb`, or of `[r, g, b]`. */
function luminance(colour: string | readonly number[]): number {
  const channels =
    typeof colour === 'string'
      ? [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16))
      : colour;
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string | readonly number[], b: string | readonly number[]): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `#rrggbb` drawn at `opacity` over `#rrggbb`, as the browser blends it. */
const over = (colour: string, opacity: number, background: string) =>
  [1, 3, 5].map((at) =>
    Math.round(
      parseInt(colour.slice(at, at + 2), 16) * opacity +
        parseInt(background.slice(at, at + 2), 16) * (1 - opacity),
    ),
  );

type Token =
  `color.${keyof typeof palette.light.color}` | `chart.${keyof typeof palette.light.chart}`;

const value = (theme: ThemeName, token: Token) => {
  const [group, name] = token.split('.') as ['color' | 'chart', string];
  return (palette[theme][group] as Record<string, string>)[name]!;
};

const TEXT = 4.5;
/** Marks, chart lines and focus rings (WCAG 1.4.11). */
const MARK = 3;

/**
 * Every pair the components draw, with the ratios theme.ts documents (light, dark), and the
 * least WCAG 2.1 AA asks of it.
 */
const pairs: [foreground: Token, background: Token, light: number, dark: number, least: number][] =
  [
    ['color.ink', 'color.paper', 15.97, 14.23, TEXT],
    ['color.ink', 'color.canvas', 14.89, 15.66, TEXT],
    ['color.ink', 'color.brandSoft', 13.14, 11.56, TEXT],
    ['color.ink', 'color.accentSoft', 14.18, 10.43, TEXT],
    ['color.inkMuted', 'color.paper', 7.53, 7.79, TEXT],
    ['color.inkMuted', 'color.canvas', 7.02, 8.57, TEXT],
    ['color.inkMuted', 'color.brandSoft', 6.19, 6.33, TEXT],
    ['color.brand', 'color.paper', 6.7, 6.39, TEXT],
    ['color.brand', 'color.canvas', 6.25, 7.04, TEXT],
    ['color.brand', 'color.brandSoft', 5.51, 5.19, TEXT],
    ['color.brandStrong', 'color.paper', 10.36, 9.96, TEXT],
    ['color.brandStrong', 'color.canvas', 9.66, 10.97, TEXT],
    ['color.brandStrong', 'color.brandSoft', 8.52, 8.09, TEXT],
    ['color.onBrand', 'color.brand', 6.7, 7.04, TEXT],
    ['color.onBrand', 'color.brandStrong', 10.36, 10.97, TEXT],
    ['color.onBrandMuted', 'color.brandStrong', 6.94, 6.07, TEXT],
    ['color.accent', 'color.paper', 5.47, 9.14, TEXT],
    ['color.accent', 'color.canvas', 5.1, 10.06, TEXT],
    ['color.accent', 'color.accentSoft', 4.86, 6.7, TEXT],
    ['color.danger', 'color.paper', 6.57, 6.15, TEXT],
    ['color.danger', 'color.canvas', 6.13, 6.77, TEXT],
    ['color.onDanger', 'color.danger', 6.57, 6.77, TEXT],
    ['color.onBand', 'color.band', 10.36, 10.36, TEXT],
    ['color.onBandMuted', 'color.band', 6.94, 6.94, TEXT],
    ['color.band', 'color.onBand', 10.36, 10.36, TEXT],
    ['color.band', 'color.onBandHover', 8.52, 8.52, TEXT],
    ['color.onSideBar', 'color.sideBar', 14.56, 14.56, TEXT],
    ['color.onSideBar', 'color.sideBarHover', 11.68, 11.68, TEXT],
    ['color.onSideBarMuted', 'color.sideBar', 8.4, 8.4, TEXT],
    ['color.onSideBarStrong', 'color.sideBarHover', 13.71, 13.71, TEXT],
    ['color.focus', 'color.sideBar', 7.96, 7.96, MARK],
    ['color.focus', 'color.band', 4.82, 4.82, MARK],
    ['chart.actual', 'color.paper', 6.7, 6.69, MARK],
    ['chart.actualMuted', 'color.paper', 3.5, 3.91, MARK],
    ['chart.trend', 'color.paper', 5.02, 7.92, MARK],
    ['chart.season', 'color.paper', 5.47, 9.14, MARK],
    ['chart.forecast', 'color.paper', 5.7, 6.25, MARK],
    ['chart.forecast', 'chart.forecastBand', 4.8, 5.3, MARK],
    // Also a text colour (the sales funnel's leak, the demo's anomaly, a short queue).
    ['chart.anomaly', 'color.paper', 6.29, 6.32, TEXT],
    ['chart.baseline', 'color.paper', 4.76, 6.63, MARK],
  ];

const themes = ['light', 'dark'] as const;

describe('the palettes', () => {
  it.each(pairs)(
    '%s on %s: %f:1 light, %f:1 dark, at least %f:1',
    (foreground, background, light, dark, least) => {
      const ratios = themes.map((theme) =>
        contrast(value(theme, foreground), value(theme, background)),
      );
      expect(ratios.map((ratio) => Number(ratio.toFixed(2)))).toEqual([light, dark]);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(least);
    },
  );

  it.each(themes)(
    'the focus ring clears 3:1 around an element on paper and canvas in the %s theme',
    (theme) => {
      const { ink, focus, paper, canvas } = palette[theme].color;
      for (const background of [paper, canvas]) {
        expect(Math.max(contrast(ink, background), contrast(focus, background))).toBeGreaterThan(
          MARK,
        );
      }
    },
  );

  it.each(themes)(
    'the cohort table keeps ink legible on its strongest tint in the %s theme',
    (theme) => {
      // CustomerInsightsIllustration: brand at (62 - 15) / 85 opacity over paper, ink on it.
      const { ink, brand, paper } = palette[theme].color;
      expect(contrast(ink, over(brand, 47 / 85, paper))).toBeGreaterThanOrEqual(TEXT);
    },
  );

  it('the dark theme is dark and the light one light', () => {
    expect(luminance(palette.dark.color.canvas)).toBeLessThan(0.02);
    expect(luminance(palette.dark.color.ink)).toBeGreaterThan(0.7);
    expect(luminance(palette.light.color.canvas)).toBeGreaterThan(0.9);
  });
});

describe('the tokens', () => {
  it('are custom properties', () => {
    expect(color.inkMuted).toBe('var(--color-ink-muted)');
    expect(chart.forecastBand).toBe('var(--chart-forecast-band)');
    expect(shadow.cardHover).toBe('var(--shadow-card-hover)');
  });

  it('are each declared by the global stylesheet', () => {
    const stylesheet = renderToString(<GlobalStyles />);
    const tokens = { color, chart, shadow };
    for (const [group, values] of Object.entries(palette.light)) {
      for (const name of Object.keys(values)) {
        const token: string = tokens[group as keyof typeof tokens][name as never];
        expect(stylesheet).toContain(`${token.slice('var('.length, -1)}:`);
      }
    }
    // The light value, and the dark one where the system asks for it.
    expect(stylesheet).toMatch(/:root\{[^}]*--color-ink-muted:#4a5568;/);
    expect(stylesheet).toMatch(
      /prefers-color-scheme: dark\)\{:root\{[^}]*--color-ink-muted:#a5b0c5;/,
    );
  });

  it("index.html's browser colours are each theme's", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain('<meta name="color-scheme" content="light dark" />');
    expect(html).toContain(
      `<meta name="theme-color" content="${palette.dark.color.canvas}" media="(prefers-color-scheme: dark)" />`,
    );
    expect(html).toContain(`<meta name="theme-color" content="${palette.light.color.sideBar}" />`);
  });
});
