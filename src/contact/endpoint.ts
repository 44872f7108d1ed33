import { CONTACT_API_PATH, contactTokenPath } from '../urls';

/**
 * Where the form posts. Same origin by default (`npm start` and nginx serve the site and the
 * service together); a static host points it at the service with one build setting:
 * `VITE_CONTACT_ENDPOINT=https://forms.example.com/api/contact npm run build`.
 */
export const CONTACT_ENDPOINT: string =
  (import.meta.env?.VITE_CONTACT_ENDPOINT as string | undefined) || CONTACT_API_PATH;

export const CONTACT_TOKEN_ENDPOINT = contactTokenPath(CONTACT_ENDPOINT);

/** The ids the form's parts carry, for links, focus and tests. */
export const CONTACT_IDS = {
  section: 'contact-form',
  summary: 'contact-error-summary',
  result: 'contact-result',
  seed: 'contact-form-seed',
  field: (field: string) => `contact-${field}`,
} as const;
