/**
 * The contact form machine's paths (issue #9), on the contact page. The visitor fills the fields
 * in the form's order from a small catalogue (one valid value per field, and a bad one for the
 * e-mail and the message), submits, and, after a failure, retries. The service's answers (stored,
 * refused fields, a network failure) are the app's own follow-ups of a submit: they join its step,
 * and the visitor's actions before the click decide which one comes (a refused or failed post is
 * made with `failRequests`). The token the form asks for as it opens is modelled once each way.
 * The form works the same on every device: every path runs on all eight projects.
 */
import { fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contact-form.machine';
import {
  type ContactDraft,
  type ContactField,
  type ContactFormEvent,
  type ContactSubmitInput,
  type ContactSubmitResult,
} from '../../../machines/contact-form.types';
import {
  CONTACT_ENDPOINT,
  CONTACT_IDS,
  CONTACT_TOKEN_ENDPOINT,
} from '../../../src/contact/endpoint';
import {
  CONTACT_LIMITS,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_KEY_SHAPE,
  contactDraftErrors,
  contactErrorKey,
} from '../../../src/contact/schema';
import type { AllMessages } from '../../../src/i18n';
import { formatNumber } from '../../../src/i18n/locale';
import { interpolate } from '../../../src/i18n/placeholders';
import { languageOfPath, localizedPath } from '../../../src/urls';
import type { Action, Check, EventOf, PathSpec, SnapshotOf, StepContext, Target } from '../model';
import { click, doubleClick, keyboardFocusOn, quoted } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';

/**
 * The machine started with the app's rules (the shared schema, in each start's input), so the
 * model knows which drafts have errors; its promises never settle by themselves: the model
 * sends their answers.
 */
const machine = contactFormMachine.provide({
  actors: {
    fetchToken: fromPromise<string>(() => new Promise<string>(() => {})),
    submitContact: fromPromise<ContactSubmitResult, ContactSubmitInput>(
      () => new Promise<ContactSubmitResult>(() => {}),
    ),
  },
});

type Machine = typeof machine;
type Spec = PathSpec<Machine>;
type Context = StepContext<Machine>;
type Event = EventOf<Machine>;
type Snapshot = SnapshotOf<Machine>;

/** The fields the paths fill, in the form's order (the phone is optional and left empty). */
const FILLED = ['name', 'email', 'company', 'topic', 'message', 'consent'] as const;
type Filled = (typeof FILLED)[number];

const VALID: Record<Filled, string | boolean> = {
  name: 'Dana Levi',
  email: 'dana@example.com',
  company: 'Levi Bakeries',
  topic: 'sales',
  message: 'Please call me about counting the queue at our shops.',
  consent: true,
};
/** The bad values: an address without its @, a message shorter than 20 characters. */
const INVALID: Partial<Record<Filled, string>> = {
  email: 'dana.example.com',
  message: 'Call me, please.',
};

/** The field refused by the service in the refused answer (a stricter check than the browser's). */
const REFUSED: ContactSubmitResult = { ok: false, errors: { email: 'invalid' } };
const STORED: ContactSubmitResult = { ok: true, id: 'stored' };

const DONE = 'xstate.done.actor.submission';
const ERROR = 'xstate.error.actor.submission';
const TOKEN_DONE = 'xstate.done.actor.token';
const TOKEN_ERROR = 'xstate.error.actor.token';

type Status = 'empty' | 'valid' | 'invalid';
const statusOf = (draft: ContactDraft, field: Filled): Status => {
  const value = draft[field];
  if (value === '' || value === false) return 'empty';
  return value === INVALID[field] ? 'invalid' : 'valid';
};
const filledCount = (draft: ContactDraft) =>
  FILLED.filter((field) => statusOf(draft, field) !== 'empty').length;
const errorFields = (snapshot: Snapshot) =>
  FILLED.filter((field) => snapshot.context.errors[field] !== undefined);

const change = (field: Filled, value: string | boolean): Event =>
  ({ type: 'contact.fieldChanged', field, value }) as ContactFormEvent;

const input = (field: ContactField): Target => ({
  css: `#${CONTACT_IDS.field(field)}`,
  label:
    field === 'consent'
      ? 'the consent box'
      : `the ${field === 'email' ? 'e-mail' : field} ${field === 'topic' ? 'choice' : 'field'}`,
});
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FORM: Target = { css: 'form[data-state]', label: 'the contact form' };
const SUBMIT: Target = { css: 'form[data-state] button[type="submit"]', label: 'the send button' };
const RETRY: Target = {
  css: 'form[data-state] [role="alert"] button',
  label: 'the try-again button under the form',
};
const FAILURE: Target = { css: 'form[data-state] [role="alert"]', label: 'the failure message' };
const SUMMARY: Target = {
  css: `#${CONTACT_IDS.summary}`,
  label: 'the error summary (top of the form)',
};
const SUMMARY_LINKS: Target = {
  css: `#${CONTACT_IDS.summary} a`,
  label: 'the links in the error summary',
};
const RESULT: Target = { css: `#${CONTACT_IDS.result}`, label: 'the thank-you message' };
const COUNTER: Target = {
  css: `#${CONTACT_IDS.field('message')}-count`,
  label: 'the message counter',
};
const TOAST_ITEM: Target = {
  css: '[role="region"] > ol > li',
  label: 'the notification (bottom right)',
};

/** What a field's `aria-describedby` lists while it shows an error. */
const describedBy = (field: Filled) => {
  const id = CONTACT_IDS.field(field);
  return field === 'message' ? `${id}-hint ${id}-count ${id}-error` : `${id}-error`;
};

/** After a click on send: the service's answer has come (the button no longer says "Sending…"). */
const settled = (m: AllMessages): Action => ({
  kind: 'awaitGone',
  target: { css: 'form[data-state="submitting"]', label: 'the form while it sends' },
  says: `Wait until the send button no longer says "${m['contact.submitting']}"`,
});

const events = (context: Context) => context.steps[context.index]!.events;
const eventsSoFar = (context: Context) =>
  context.steps.slice(1, context.index + 1).flatMap((step) => step.events);

export const contactFormPaths: Spec = {
  name: 'contact-form',
  machine,
  starts: ({ language }) => [
    {
      label: 'the contact page, nothing typed',
      url: localizedPath('/contact', language),
      stored: {},
      before: [{ kind: 'reach', target: FORM, says: 'Scroll down to the contact form' }],
      input: { language, validate: contactDraftErrors },
    },
  ],
  events: (snapshot) => {
    const { draft } = snapshot.context;
    const list: Event[] = [
      { type: TOKEN_DONE, output: 'token' } as unknown as Event,
      { type: TOKEN_ERROR, error: new Error('no token') } as unknown as Event,
      { type: 'contact.submit' },
      { type: 'contact.retry' },
      { type: DONE, output: STORED } as unknown as Event,
      { type: DONE, output: REFUSED } as unknown as Event,
      { type: ERROR, error: new TypeError('Failed to fetch') } as unknown as Event,
    ];
    // The next empty field, in the form's order: its good value, and its bad one if it has one.
    const next = FILLED.find((field) => statusOf(draft, field) === 'empty');
    if (next) {
      list.push(change(next, VALID[next]));
      if (INVALID[next]) list.push(change(next, INVALID[next]));
    }
    // Once everything is filled, the visitor corrects (or spoils) the e-mail or the message.
    for (const field of ['email', 'message'] as const)
      if (!next && statusOf(draft, field) !== 'empty')
        list.push(
          change(field, statusOf(draft, field) === 'valid' ? INVALID[field]! : VALID[field]),
        );
    return list;
  },
  filter: (snapshot, event) => {
    const { draft } = snapshot.context;
    const pristine =
      snapshot.matches('editing') && filledCount(draft) === 0 && errorFields(snapshot).length === 0;
    // The token arrives as the form opens, before the visitor types anything.
    const type = (event as { type: string }).type;
    if (type === TOKEN_DONE || type === TOKEN_ERROR) return pristine;
    if (snapshot.matches('editing')) {
      // After submitting an empty form the path ends: every field shows its error.
      if (errorFields(snapshot).length > 0 && filledCount(draft) < FILLED.length) return false;
      // Submit an empty form, or a filled one.
      if (event.type === 'contact.submit')
        return filledCount(draft) === 0 || filledCount(draft) === FILLED.length;
      return true;
    }
    if (snapshot.matches('failed'))
      // While it failed, the visitor may spoil the message before trying again.
      return (
        event.type !== 'contact.fieldChanged' ||
        (event.field === 'message' && statusOf(draft, 'message') === 'valid')
      );
    return true;
  },
  // The draft as "empty / valid / invalid" per field, not its text; the errors shown by field.
  serialize: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      FILLED.map((field) => statusOf(snapshot.context.draft, field)),
      errorFields(snapshot),
    ]),
  automatic: [DONE, ERROR],
  describe: (event) => {
    switch (event.type) {
      case 'contact.fieldChanged':
        return `${event.field === 'consent' ? 'tick the consent box' : `fill in ${event.field === 'email' ? 'the e-mail' : `the ${event.field}`}`}${
          INVALID[event.field as Filled] === event.value ? ' (invalid)' : ''
        }`;
      case 'contact.submit':
        return 'send';
      case 'contact.retry':
        return 'try again';
      default: {
        const { type, output } = event as unknown as { type: string; output?: ContactSubmitResult };
        if (type === TOKEN_DONE) return 'the form gets its token from the service';
        if (type === TOKEN_ERROR) return 'the service gives no token';
        if (type === ERROR) return 'the post fails (network)';
        return output?.ok ? 'the service stores it' : 'the service refuses the e-mail';
      }
    }
  },
  act: (context): Action[] => {
    const [event, answer] = events(context) as unknown as [
      Event,
      { type: string; output?: ContactSubmitResult } | undefined,
    ];
    const m = context.messages;
    const stored = answer?.type === DONE && answer.output?.ok === true;
    // Before the click: make the service's answer the one the path needs.
    const prepare = (): Action[] => {
      if (answer?.type === ERROR)
        return [
          {
            kind: 'failRequests',
            url: CONTACT_ENDPOINT,
            count: 1,
            says: 'Cut the connection to the contact service for the next post',
          },
        ];
      if (answer?.type === DONE && answer.output && !answer.output.ok)
        return [
          {
            kind: 'failRequests',
            url: CONTACT_ENDPOINT,
            count: 1,
            answer: { status: 422, body: { codes: REFUSED.errors } },
            says: 'Make the contact service refuse the e-mail address of the next post (422)',
          },
        ];
      return [];
    };
    switch (event.type) {
      case 'contact.fieldChanged': {
        const target = input(event.field);
        if (event.field === 'consent')
          return [{ kind: 'click', target, says: 'Tick the box agreeing to the privacy notice' }];
        if (event.field === 'topic')
          return [
            {
              kind: 'select',
              target,
              value: String(event.value),
              says: `Choose "${m[`contact.topic.${String(event.value)}` as keyof AllMessages]}" as the topic`,
            },
          ];
        return [
          {
            kind: 'fill',
            target,
            value: String(event.value),
            says: `Type "${String(event.value)}" into ${target.label}`,
          },
        ];
      }
      case 'contact.submit':
        // A post the service stores is sent with a double click: it must still send one post.
        return [
          ...prepare(),
          stored
            ? {
                kind: 'click',
                target: SUBMIT,
                clicks: 2,
                says: doubleClick(context.project, quoted(m['contact.submit'])),
              }
            : {
                kind: 'click',
                target: SUBMIT,
                says: click(context.project, quoted(m['contact.submit'])),
              },
          settled(m),
        ];
      case 'contact.retry':
        return [
          ...prepare(),
          {
            kind: 'click',
            target: RETRY,
            says: click(context.project, quoted(m['contact.retry'])),
          },
          settled(m),
        ];
    }
    const { type } = event as { type: string };
    if (type === TOKEN_ERROR) {
      const contact = context.currentUrl;
      const home = localizedPath('/', languageOfPath(contact));
      return [
        {
          kind: 'failRequests',
          url: CONTACT_TOKEN_ENDPOINT,
          count: 1,
          says: 'Make the contact service fail the next token request',
        },
        { kind: 'follow', path: home, says: 'Go to the home page' },
        {
          kind: 'follow',
          path: contact,
          says: 'Come back to the contact page (the form opens again)',
        },
      ];
    }
    return [
      { kind: 'none', says: 'Nothing to do: the form asks the service for its token as it opens' },
    ];
  },
  expect: (context): Check[] => [
    ...readingDirectionChecks(context.currentUrl),
    ...ltrFieldChecks(context),
    ...formChecks(context),
  ],
};

/**
 * On a Hebrew page, what a visitor types as an e-mail address or a phone number reads left to
 * right (ARCHITECTURE P3), while the form is there to type in.
 */
function ltrFieldChecks(context: Context): Check[] {
  const { state } = context.steps[context.index]!;
  if (languageOfPath(context.currentUrl) !== 'he' || state.matches('sent')) return [];
  return (['email', 'phone'] as const).map((field): Check => ({
    kind: 'css',
    target: input(field),
    property: 'direction',
    value: 'ltr',
    for: 'person',
    says: `What is typed in ${input(field).label} reads left to right`,
  }));
}

/** What the form shows after a step: its state, errors, draft, posts and notifications. */
function formChecks(context: Context): Check[] {
  const { state } = context.steps[context.index]!;
  const m = context.messages;
  const language = languageOfPath(context.currentUrl);
  const typed = eventsSoFar(context).some((event) => event.type === 'contact.fieldChanged');
  const posted = eventsSoFar(context).filter((event) =>
    [DONE, ERROR].includes((event as { type: string }).type),
  ).length;
  const posts: Check = {
    kind: 'posts',
    url: CONTACT_ENDPOINT,
    count: posted,
    says:
      posted === 0
        ? 'Nothing has been sent to the contact service'
        : `The page has sent ${posted === 1 ? 'one post' : `${posted} posts`} to the contact service (one per send)`,
  };
  // The draft is kept with the idempotency key its posts carry (a random one: its shape is checked).
  const draftStored = (draft: ContactDraft | null): Check => ({
    kind: 'storedJson',
    key: 'contact-draft',
    session: true,
    value: draft,
    ...(draft && { matching: { [IDEMPOTENCY_FIELD]: IDEMPOTENCY_KEY_SHAPE.source } }),
    says:
      draft === null
        ? 'No draft is kept for this tab (session storage)'
        : 'The draft is kept for this tab (session storage), as typed, with its idempotency key',
  });

  if (state.matches('sent'))
    return [
      { kind: 'count', target: FORM, count: 0, says: 'The form has gone' },
      {
        kind: 'text',
        target: RESULT,
        text: m['contact.sent.title'],
        says: `In its place the page says "${m['contact.sent.title']}"`,
      },
      { kind: 'focused', target: RESULT, says: keyboardFocusOn('the thank-you message') },
      {
        kind: 'text',
        target: TOAST_ITEM,
        text: m['contact.toast.sent.title'],
        says: `A notification says "${m['contact.toast.sent.title']}"`,
      },
      {
        kind: 'titlePrefix',
        prefix: m['contact.errorTitlePrefix'],
        present: false,
        says: `The page title does not start with "${m['contact.errorTitlePrefix'].trim()}"`,
      },
      draftStored(null),
      posts,
    ];

  const failed = state.matches('failed');
  const count = state.context.draft.message.length;
  const counter = interpolate(m['contact.field.message.count'], {
    count: formatNumber(count, language),
    max: formatNumber(CONTACT_LIMITS.messageMax, language),
  });
  const checks: Check[] = [
    {
      kind: 'attribute',
      target: FORM,
      name: 'data-state',
      value: failed ? 'failed' : 'editing',
      says: failed
        ? 'The form is shown, its message not sent'
        : 'The form is shown, open for editing',
    },
    {
      kind: 'text',
      target: SUBMIT,
      text: m['contact.submit'],
      says: `The send button reads "${m['contact.submit']}"`,
    },
    {
      kind: 'text',
      target: COUNTER,
      text: counter,
      says: `Under the message the counter reads "${counter}"`,
    },
    {
      kind: 'attribute',
      target: input('email'),
      name: 'dir',
      value: 'ltr',
      says: 'The e-mail field reads left to right',
    },
    {
      kind: 'attribute',
      target: input('phone'),
      name: 'dir',
      value: 'ltr',
      says: 'The phone field reads left to right',
    },
    draftStored(typed ? state.context.draft : null),
    posts,
  ];
  if (failed)
    checks.push(
      {
        kind: 'text',
        target: FAILURE,
        text: m['contact.failed.title'],
        says: `Under the form a message says "${m['contact.failed.title']}"`,
      },
      {
        kind: 'name',
        target: RETRY,
        name: m['contact.retry'],
        says: `It offers a button "${m['contact.retry']}"`,
      },
      {
        kind: 'attribute',
        target: TOAST_ITEM,
        name: 'data-variant',
        value: 'destructive',
        says: 'A notification is shown as an error (red)',
      },
      {
        kind: 'text',
        target: TOAST_ITEM,
        text: m['contact.toast.failed.title'],
        says: `The notification says "${m['contact.toast.failed.title']}"`,
      },
    );
  else
    checks.push({
      kind: 'count',
      target: FAILURE,
      count: 0,
      says: 'No failure message is shown',
    });

  const withErrors = errorFields(state);
  const prefix = m['contact.errorTitlePrefix'];
  checks.push({
    kind: 'titlePrefix',
    prefix,
    present: withErrors.length > 0,
    says:
      withErrors.length > 0
        ? `The page title starts with "${prefix.trim()}"`
        : `The page title does not start with "${prefix.trim()}"`,
  });
  if (withErrors.length === 0)
    return [
      ...checks,
      { kind: 'count', target: SUMMARY, count: 0, says: 'No error summary is shown' },
      ...FILLED.map((field): Check => ({
        kind: 'attribute',
        target: input(field),
        name: 'aria-invalid',
        value: null,
        says: `${cap(input(field).label)} is not marked invalid`,
      })),
    ];
  const submitted = events(context).some(
    (event) => event.type === 'contact.submit' || event.type === 'contact.retry',
  );
  return [
    ...checks,
    {
      kind: 'text',
      target: SUMMARY,
      text: m['contact.errorSummary.title'],
      says: `At the top of the form a box titled "${m['contact.errorSummary.title']}" lists the problems`,
    },
    {
      kind: 'count',
      target: SUMMARY_LINKS,
      count: withErrors.length,
      says: `It links to ${withErrors.length} field${withErrors.length === 1 ? '' : 's'}`,
    },
    ...(submitted
      ? ([
          { kind: 'focused', target: SUMMARY, says: keyboardFocusOn('the error summary') },
        ] satisfies Check[])
      : []),
    ...FILLED.flatMap((field): Check[] => {
      const code = state.context.errors[field];
      if (!code)
        return [
          {
            kind: 'attribute',
            target: input(field),
            name: 'aria-invalid',
            value: null,
            says: `${cap(input(field).label)} is not marked invalid`,
          },
        ];
      const text = m[contactErrorKey(field, code)];
      return [
        {
          kind: 'attribute',
          target: input(field),
          name: 'aria-invalid',
          value: 'true',
          says: `${cap(input(field).label)} is marked invalid`,
        },
        {
          kind: 'attribute',
          target: input(field),
          name: 'aria-describedby',
          value: describedBy(field),
          says: `${cap(input(field).label)} is described by its error message`,
        },
        {
          kind: 'text',
          target: {
            css: `#${CONTACT_IDS.field(field)}-error`,
            label: `the error of ${input(field).label}`,
          },
          text,
          says: `Next to ${input(field).label} the error says "${text}"`,
        },
        {
          kind: 'count',
          target: {
            css: `${SUMMARY_LINKS.css}[href="#${CONTACT_IDS.field(field)}"]`,
            label: 'its link',
          },
          count: 1,
          says: `The summary links to ${input(field).label}`,
        },
      ];
    }),
  ];
}
