/**
 * The contact form (issue #9), the contact-form island's entry (src/islands/registry.ts): a real
 * `<form method="post">` that works without JavaScript, and, once hydrated, a view of the
 * page-local contact form machine that posts JSON. Its parts: the wiring (./useContactForm.ts),
 * the replay of what was typed before hydration (./useChangesBeforeHydration.ts), the view
 * (./ContactFormView.tsx) and its styles (./contact-form.styles.ts).
 */
import { ContactFormView } from './ContactFormView';
import { useContactForm } from './useContactForm';

/** The connected form: the view, given what the machine shows and the events it takes. */
export function ContactForm() {
  return <ContactFormView {...useContactForm()} />;
}
