import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Language } from './constants';

/**
 * The contact form's lifecycle: editing → validating → submitting → sent | failed, with retry.
 *
 * The machine knows the form's shape but not its rules: validation (the shared Valibot schema in
 * `src/contact/schema.ts`), the token and the post, storage, focus, the page title and toasts
 * are provided by `src/contact/` with `machine.provide()`. There is no timer: every step is an
 * event or a settled promise, so tests and generated paths drive it deterministically.
 */

/** The fields a visitor fills in, in the order the form shows them. */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'phone',
  'topic',
  'message',
  'consent',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, as strings and one checkbox (a draft, before validation). */
export type ContactDraft = Record<Exclude<ContactField, 'consent'>, string> & { consent: boolean };

export const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  company: '',
  phone: '',
  topic: '',
  message: '',
  consent: false,
};

export type ContactErrorCode = 'required' | 'invalid' | 'tooShort' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The service's answer to a post it could read: stored, or the fields it refused. */
export type ContactSubmitResult = { ok: true; id: string } | { ok: false; errors: ContactErrors };

export interface ContactSubmitInput {
  draft: ContactDraft;
  token: string | null;
  language: Language;
}

export interface ContactFormInput {
  language: Language;
  /** A draft kept from before (sessionStorage, or the service after a form post). */
  draft?: Partial<ContactDraft>;
  /** Errors the service found in a form post without JavaScript. */
  errors?: ContactErrors;
}

export interface ContactFormContext {
  language: Language;
  draft: ContactDraft;
  /** The errors shown: empty until the visitor first submits. */
  errors: ContactErrors;
  /** The time-trap token the service issued when the form opened. */
  token: string | null;
  /** The stored submission's id, once sent. */
  submissionId: string | null;
}

export type ContactFieldChange =
  { field: Exclude<ContactField, 'consent'>; value: string } | { field: 'consent'; value: boolean };

export type ContactFormEvent =
  | ({ type: 'contact.fieldChanged' } & ContactFieldChange)
  | { type: 'contact.submit' }
  | { type: 'contact.retry' };

export type ValidationScope = 'all' | 'shown';

const hasErrors = (errors: ContactErrors) => Object.keys(errors).length > 0;

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actions: {
    /**
     * Checks the draft against the shared schema and records the errors; with scope `shown`,
     * only fields already marked keep (or lose) their error, so typing never adds new ones.
     */
    validateDraft: assign((_, _params: { scope: ValidationScope }) => ({})),
    updateField: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'contact.fieldChanged');
        return { ...context.draft, [event.field]: event.value };
      },
    }),
    recordToken: assign({ token: (_, params: { token: string }) => params.token }),
    recordServerErrors: assign({ errors: (_, params: { errors: ContactErrors }) => params.errors }),
    recordSubmission: assign({ submissionId: (_, params: { id: string }) => params.id }),
    /** Keep the draft (sessionStorage), so a reload or a failed post loses nothing. */
    persistDraft: (_, _params: { draft: ContactDraft }) => {},
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
    wasRefused: (_, params: { result: ContactSubmitResult }) => !params.result.ok,
  },
  actors: {
    fetchToken: fromPromise<string>(() => Promise.reject(new Error('fetchToken not provided'))),
    submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(() =>
      Promise.reject(new Error('submitContact not provided')),
    ),
  },
}).createMachine({
  id: 'contactForm',
  description: 'The contact form: one submission at a time, the draft kept until it is sent.',
  context: ({ input }) => ({
    language: input.language,
    draft: { ...EMPTY_DRAFT, ...input.draft },
    errors: input.errors ?? {},
    token: null,
    submissionId: null,
  }),
  entry: {
    type: 'markTitle',
    params: ({ context }) => ({ hasErrors: hasErrors(context.errors) }),
  },
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
            { type: 'persistDraft', params: ({ context }) => ({ draft: context.draft }) },
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
        { target: 'submitting', actions: { type: 'markTitle', params: { hasErrors: false } } },
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
      description: 'The network or the service failed: the draft is kept and retry is offered.',
      entry: 'announceFailure',
      on: {
        'contact.retry': { target: 'validating' },
        'contact.submit': { target: 'validating' },
        'contact.fieldChanged': {
          actions: [
            'updateField',
            { type: 'persistDraft', params: ({ context }) => ({ draft: context.draft }) },
          ],
        },
      },
    },
  },
});
