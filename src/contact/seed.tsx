import { createContext, useContext } from 'react';
import type { ContactDraft, ContactErrors } from './schema';

/**
 * A form the service refused without JavaScript, rendered again with what the visitor typed and
 * its errors. The service renders the page with it and embeds it as JSON beside the form, so the
 * browser hydrates the same form (ARCHITECTURE E5) and the machine starts from it.
 */
export interface ContactSeed {
  draft: ContactDraft;
  errors: ContactErrors;
  /**
   * The idempotency key the refused post carried: the form posts the draft again with it (in
   * its hidden field, and from the machine once hydrated), so the draft keeps one key.
   */
  idempotencyKey?: string;
}

export const ContactSeedContext = createContext<ContactSeed | null>(null);
export const useContactSeed = () => useContext(ContactSeedContext);

/** Reads the seed the service embedded in the page, if any (browser only). */
export function readContactSeed(id: string): ContactSeed | null {
  const element = globalThis.document?.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ContactSeed;
  } catch {
    return null;
  }
}
