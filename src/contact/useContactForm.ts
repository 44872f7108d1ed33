/**
 * The contact form's wiring (STYLE §7): the page-local contact form machine with its browser
 * effects, read through selectors, and the events the view's callbacks send; with the page's
 * language, the form's messages and the seed a refused post left.
 */
import { useState } from 'react';
import { createActor } from 'xstate';
import type { Language } from '../../machines/constants';
import { contactFormMachine } from '../../machines/contact-form.machine';
import { type ContactFieldChange, type ContactFormInput } from '../../machines/contact-form.types';
import { useContactMessagesOf } from '../i18n/messages';
import { useInspect, useLanguage, useShowToast } from '../state/AppActorsProvider';
import { useActorSelector } from '../state/useActorSelector';
import { useIslandActorRef } from '../state/useIslandActorRef';
import {
  fetchToken,
  focusById,
  forgetDraft,
  initialDraft,
  markTitle,
  renewIdempotencyKey,
  storeDraft,
  submitContact,
  validIdempotencyKey,
} from './browser';
import {
  selectDraft,
  selectErrors,
  selectIdempotencyKey,
  selectStatus,
} from './contact-form.selectors';
import { CONTACT_IDS } from './endpoint';
import { contactDraftErrors } from './schema';
import { useContactSeed } from './seed';
import { useChangesBeforeHydration } from './useChangesBeforeHydration';

/**
 * The page-local actor, created when the contact page mounts, with its browser effects. While
 * React hydrates, views read the snapshot the page was rendered with (the server's input), then
 * the live one (a kept draft, a preselected topic).
 *
 * The idempotency key: the server's snapshot comes from the machine without its effects, so it
 * makes no key: the prerendered hidden field is empty (the service fills in a key for each
 * visitor without JavaScript), unless the service renders a refused post again with the key the
 * post carried. The live machine's key is the seed's, else the kept draft's, else a new one.
 */
function useContactFormActor(language: Language) {
  const seed = useContactSeed();
  const showToast = useShowToast();
  const messages = useContactMessagesOf(language);
  // Constant for the page's lifetime (not UI state): the machine with its effects and inputs.
  const [setup] = useState(() => {
    const seedKey = validIdempotencyKey(seed?.idempotencyKey);
    const serverInput: ContactFormInput = {
      language,
      validate: contactDraftErrors,
      ...(seed && { draft: seed.draft, errors: seed.errors }),
      ...(seedKey && { idempotencyKey: seedKey }),
    };
    // A refused form's seed wins; a seed with only a topic yields to a draft kept in the tab.
    const liveInput = (): ContactFormInput => {
      if (typeof window === 'undefined' || (seed && Object.keys(seed.errors).length > 0))
        return serverInput;
      const kept = initialDraft(window.location.search);
      const idempotencyKey = seedKey ?? kept.idempotencyKey;
      return {
        language,
        validate: contactDraftErrors,
        draft: kept.draft,
        ...(idempotencyKey && { idempotencyKey }),
      };
    };
    const prefix = messages['contact.errorTitlePrefix'];
    const machine = contactFormMachine.provide({
      actions: {
        renewIdempotencyKey,
        persistDraft: (_, kept) => storeDraft(kept),
        clearDraft: () => forgetDraft(),
        markTitle: (_, { hasErrors }) => markTitle(prefix, hasErrors),
        focusErrorSummary: () => focusById(CONTACT_IDS.summary),
        focusResult: () => focusById(CONTACT_IDS.result),
        announceSent: () =>
          showToast({
            title: 'contact.toast.sent.title',
            description: 'contact.toast.sent.description',
          }),
        announceFailure: () =>
          showToast({
            title: 'contact.toast.failed.title',
            description: 'contact.toast.failed.description',
            variant: 'destructive',
          }),
      },
      actors: { fetchToken, submitContact },
    });
    const serverSnapshot = createActor(contactFormMachine, { input: serverInput }).getSnapshot();
    return { machine, liveInput: liveInput(), serverSnapshot };
  });
  const actor = useIslandActorRef(setup.machine, { input: setup.liveInput, inspect: useInspect() });
  return { actor, serverSnapshot: setup.serverSnapshot };
}

/** The contact form machine, hooked to the page: what the view shows and what it may do. */
export function useContactForm() {
  const language = useLanguage();
  const messages = useContactMessagesOf(language);
  const seed = useContactSeed();
  const { actor, serverSnapshot } = useContactFormActor(language);
  useChangesBeforeHydration(actor, serverSnapshot.context.draft);
  return {
    language,
    messages,
    seed,
    status: useActorSelector(actor, selectStatus, serverSnapshot),
    draft: useActorSelector(actor, selectDraft, serverSnapshot),
    errors: useActorSelector(actor, selectErrors, serverSnapshot),
    idempotencyKey: useActorSelector(actor, selectIdempotencyKey, serverSnapshot),
    onChange: (change: ContactFieldChange) =>
      actor.send({ type: 'contact.fieldChanged', ...change }),
    onSubmit: () => actor.send({ type: 'contact.submit' }),
    onRetry: () => actor.send({ type: 'contact.retry' }),
  };
}
