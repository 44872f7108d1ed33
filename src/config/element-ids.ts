/**
 * The ids and marker attributes of elements that code finds outside the view that renders them:
 * machines' effects (focus, a press outside), the start-up replay, the shell's focus after a
 * navigation, the global and print styles, the islands' hydration, and the tests. A leaf: it
 * imports nothing, so any floor may read it. (An id a view only refers to itself, such as the
 * switcher's `aria-controls`, stays with the view; the contact form's, which its service shares,
 * with the form: src/contact/endpoint.ts.)
 */

/** The view-mode switcher and its button (focus returns to the button as the switcher closes). */
export const VIEW_MODE_SWITCHER_ID = 'view-mode-switcher';
export const SWITCHER_BUTTON_ID = 'view-mode-switcher-button';

/** The page's content: the skip link jumps to it, and a navigation moves focus to it. */
export const MAIN_CONTENT_ID = 'main';

/** The side bar, and the mobile layout's menu button that opens it as a drawer. */
export const SIDE_BAR_ID = 'side-bar';
export const MENU_BUTTON_ID = 'side-bar-menu-button';

/**
 * The page's end (the footer, and the switcher that sits over it), and the attribute it gets once
 * the visitor has come near it: from then on the switcher loads where SPEC §2 shows it.
 */
export const PAGE_END_ID = 'page-end';
export const PAGE_END_APPROACHED = 'data-approached';

/**
 * The attribute that marks the wrapper a page's content renders in, adopted or rendered: where
 * the adopted page's islands are found once its content has hydrated.
 */
export const PAGE_CONTENT_ATTRIBUTE = 'data-page-content';

/** The attribute that marks an island's root element in the prerendered HTML (its name). */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The attribute an island's element gets once React has hydrated it and it answers the visitor
 * (the island machine's `live`): what tests wait for after scrolling to it.
 */
export const ISLAND_HYDRATED = 'data-hydrated';
