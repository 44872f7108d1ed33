/** The attribute that marks an island's root element in the prerendered HTML. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The attribute an island's element gets once React has hydrated it and it answers the visitor:
 * what tests wait for after scrolling to it (src/islands/hydrate.tsx).
 */
export const ISLAND_HYDRATED = 'data-hydrated';
