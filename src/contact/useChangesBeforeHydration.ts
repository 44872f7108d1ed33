import { useLayoutEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { contactFormMachine } from '../../machines/contact-form.machine';
import { CONTACT_IDS } from './endpoint';
import { CONTACT_FIELDS, type ContactDraft, type ContactField } from './schema';

/**
 * What the visitor typed into the prerendered form before it hydrated (its island loads when they
 * come to it: src/islands/hydrate.tsx) goes to the machine as their changes. React keeps a
 * field's text while it hydrates, but would write the machine's draft over it at the next render.
 * A field that differs both from what the page was rendered with and from the machine's draft (a
 * draft kept in the tab) is one the visitor changed.
 */
export function useChangesBeforeHydration(
  actor: ActorRefFrom<typeof contactFormMachine>,
  rendered: ContactDraft,
) {
  useLayoutEffect(() => {
    const { draft } = actor.getSnapshot().context;
    const changed = (value: string | boolean, field: ContactField) =>
      value !== rendered[field] && value !== draft[field];
    for (const field of CONTACT_FIELDS) {
      const element = document.getElementById(CONTACT_IDS.field(field));
      if (field === 'consent') {
        if (element instanceof HTMLInputElement && changed(element.checked, field))
          actor.send({ type: 'contact.fieldChanged', field, value: element.checked });
      } else if (
        (element instanceof HTMLInputElement ||
          element instanceof HTMLSelectElement ||
          element instanceof HTMLTextAreaElement) &&
        changed(element.value, field)
      )
        actor.send({ type: 'contact.fieldChanged', field, value: element.value });
    }
  }, [actor, rendered]);
}
