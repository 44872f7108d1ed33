/**
 * How the screen is laid out around the page: the layout in force (mobile or desktop), the top
 * bar's height and layer, and wrappers that draw no box.
 */
import { css } from '@emotion/react';

/**
 * Selectors for the layout in force. The boot script and the view-mode machine keep
 * `<html data-layout>` up to date, so layout-dependent styles key off it rather than off React
 * state: the prerendered HTML then paints in the right layout before any script has loaded.
 * Without a marker (no JavaScript) the desktop layout applies.
 */
export const MOBILE_LAYOUT = 'html[data-layout="mobile"]';
export const DESKTOP_LAYOUT = 'html:not([data-layout="mobile"])';

/**
 * A wrapper that draws no box: its children lay out as if it were not there (the page content,
 * each island). A class, not a `style` attribute, which the CSP's style-src would refuse.
 */
export const noBox = css({ display: 'contents' });

/**
 * The bar across the top of every page: the menu button (mobile), the company's name and the
 * language toggle. It sits above the drawer's overlay, so the menu button that closes the drawer
 * stays bright, and below the side bar, which expands over it on desktop.
 */
export const TOP_BAR = { height: '3.5rem', layer: 35 } as const;
