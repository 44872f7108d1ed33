import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  EMPTY_DRAFT,
  type ContactErrors,
  type ContactKeptDraft,
  type ContactSubmitInput,
  type ContactSubmitResult,
  type ContactFormContext,
  type ContactFormEvent,
  type ContactFormInput,
  type ValidationScope,
} from './contact-form.types';

/**
 * The contact form's lifecycle: editing → validating → submitting → sent | failed, with retry.
 *
 * The machine knows the form's shape, and checks every draft itself against the rules it is
 * started with (`input.validate`: the shared Valibot schema of `src/contact/schema.ts`, a pure
 * function), so no draft the rules refuse is ever posted. The token and the post, storage, the
 * key's random source, focus, the page title and toasts are provided by `src/contact/` with
 * `machine.provide()`. There is no timer: every step is an event or a settled promise, so tests
 * and generated paths drive it deterministically.
 *
 * Each draft carries an idempotency key (issue #18): every post of the draft sends it, so a retry
 * after a lost answer, or a proxy trying another instance, is stored once by the service.
 */

const hasErrors = (errors: ContactErrors) => Object.keys(errors).length > 0;

/** Of `errors`, those of fields already showing one: a correction clears its error, typing adds none. */
const onlyShown = (errors: ContactErrors, shown: ContactErrors): ContactErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => field in shown));

/** The draft as `persistDraft` keeps it: its fields and its key. */
const keptDraft = ({ context }: { context: ContactFormContext }): ContactKeptDraft => ({
  draft: context.draft,
  idempotencyKey: context.idempotencyKey,
});

const contactFormSetup = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actions: {
    /**
     * Checks the draft against the form's rules and records the errors; with scope `shown`,
     * only fields already marked keep (or lose) their error, so typing never adds new ones.
     */
    validateDraft: assign({
      errors: ({ context }, { scope }: { scope: ValidationScope }) => {
        const errors = context.validate(context.draft);
        return scope === 'all' ? errors : onlyShown(errors, context.errors);
      },
    }),
    updateField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'contact.fieldChanged');
        return { ...context.draft, [event.field]: event.value };
      },
    }),
    recordToken: assign({ token: (_, params: { token: string }) => params.token }),
    recordServerErrors: assign({ errors: (_, params: { errors: ContactErrors }) => params.errors }),
    recordSubmission: assign({ submissionId: (_, params: { id: string }) => params.id }),
    /**
     * A new idempotency key for the draft. An `assign` that `src/` provides, drawing the key from
     * the browser's random source (`crypto`): the machine stays pure and deterministic, tests
     * provide a predictable key, and the machine without it (the server's render, the same page
     * for every visitor) makes none. (An action rather than a key factory in `input`, unlike
     * the rules: those are a pure function, a random key is an effect.)
     */
    renewIdempotencyKey: assign((_, _params: undefined) => ({})),
    /** Keep the draft and its key (sessionStorage), so a reload or a failed post loses nothing. */
    persistDraft: (_, _params: ContactKeptDraft) => {},
    clearDraft: () => {},
    /** Prefix the page title with "Error:" while errors are shown, and drop it after. */
    markTitle: (_, _params: { hasErrors: boolean }) => {},
    focusErrorSummary: () => {},
    focusResult: () => {},
    announceSent: () => {},
    announceFailure: () => {},
  },
  guards: {
    hasErrors: ({ context }) => hasErrors(context.errors),
    hasIdempotencyKey: ({ context }) => context.idempotencyKey !== '',
    wasRefused: (_, params: { result: ContactSubmitResult }) => !params.result.ok,
  },
  actors: {
    fetchToken: fromPromise<string>(() => Promise.reject(new Error('fetchToken not provided'))),
    submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(() =>
      Promise.reject(new Error('submitContact not provided')),
    ),
  },
});

/** Actions that enqueue the others by name, added once those are typed (`extend`). */
const contactFormActions = contactFormSetup.extend({
  actions: {
    /** A draft that comes without a key (a new one, or one kept before keys existed) gets one. */
    ensureIdempotencyKey: contactFormSetup.enqueueActions(({ check, enqueue }) => {
      if (!check('hasIdempotencyKey')) enqueue('renewIdempotencyKey');
    }),
  },
});

export const contactFormMachine = contactFormActions.createMachine({
  id: 'contactForm',
  description: 'The contact form: one submission at a time, the draft kept until it is sent.',
  context: ({ input }) => ({
    language: input.language,
    validate: input.validate,
    draft: { ...EMPTY_DRAFT, ...input.draft },
    errors: input.errors ?? {},
    token: null,
    submissionId: null,
    idempotencyKey: input.idempotencyKey ?? '',
  }),
  entry: [
    'ensureIdempotencyKey',
    {
      type: 'markTitle',
      params: ({ context }) => ({ hasErrors: hasErrors(context.errors) }),
    },
  ],
  invoke: {
    id: 'token',
    src: 'fetchToken',
    description: 'Ask the service for a time-trap token when the form opens.',
    onDone: {
      actions: { type: 'recordToken', params: ({ event }) => ({ token: event.output }) },
    },
    onError: {
      description: 'No token: the form still posts, and the service decides (a later token).',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor fills in the form; errors, once shown, follow their corrections.',
      on: {
        'contact.fieldChanged': {
          actions: [
            'updateField',
            { type: 'persistDraft', params: keptDraft },
            { type: 'validateDraft', params: { scope: 'shown' } },
            {
              type: 'markTitle',
              params: ({ context }) => ({ hasErrors: hasErrors(context.errors) }),
            },
          ],
        },
        'contact.submit': { target: 'validating' },
      },
    },
    validating: {
      description: 'Check every field with the shared schema before anything is sent.',
      entry: { type: 'validateDraft', params: { scope: 'all' } },
      always: [
        {
          guard: 'hasErrors',
          target: 'editing',
          actions: [{ type: 'markTitle', params: { hasErrors: true } }, 'focusErrorSummary'],
          description: 'Show the error summary, focus it and prefix the title with "Error:".',
        },
        {
          target: 'submitting',
          actions: [
            { type: 'markTitle', params: { hasErrors: false } },
            { type: 'persistDraft', params: keptDraft },
          ],
          description:
            'Keep the draft with its key before posting: a reload after a lost answer posts the same key.',
        },
      ],
    },
    submitting: {
      description: 'One post in flight; another submit (a double click) is ignored.',
      tags: ['busy'],
      invoke: {
        id: 'submission',
        src: 'submitContact',
        input: ({ context }) => ({
          draft: context.draft,
          token: context.token,
          language: context.language,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: { type: 'wasRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [
              {
                type: 'recordServerErrors',
                params: ({ event }) => ({ errors: event.output.ok ? {} : event.output.errors }),
              },
              { type: 'markTitle', params: { hasErrors: true } },
              'focusErrorSummary',
            ],
            description: 'The service found errors the browser did not: show them.',
          },
          {
            target: 'sent',
            actions: {
              type: 'recordSubmission',
              params: ({ event }) => ({ id: event.output.ok ? event.output.id : '' }),
            },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    sent: {
      description: 'Stored by the service: thank the visitor in place and forget the draft.',
      type: 'final',
      entry: ['clearDraft', 'announceSent', 'focusResult'],
    },
    failed: {
      description:
        'The network or the service failed: the draft is kept, with its key, and retry is offered.',
      entry: 'announceFailure',
      on: {
        'contact.retry': { target: 'validating' },
        'contact.submit': { target: 'validating' },
        'contact.fieldChanged': {
          actions: ['updateField', { type: 'persistDraft', params: keptDraft }],
        },
      },
    },
  },
});
