/**
 * The contact form (issue #9): a real `<form method="post">` that works without JavaScript, and,
 * once hydrated, a view of the page-local contact form machine that posts JSON.
 */
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createActor } from 'xstate';
import type { Language } from '../../machines/constants';
import {
  contactFormMachine,
  type ContactFieldChange,
  type ContactFormInput,
} from '../../machines/contact-form.machine';
import { useInspect, useLanguage, useShowToast } from '../state/AppActorsProvider';
import { useActorSelector } from '../state/useActorSelector';
import { SpriteIcon } from '../chrome/SpriteIcon';
import type { ContactMessages } from '../i18n';
import { bidi, formatNumber } from '../i18n/locale';
import { interpolate } from '../i18n/placeholders';
import { useContactMessagesOf } from '../i18n/messages';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../config/element-ids';
import { pageHref } from '../routes';
import {
  color,
  focusRing,
  iconTitle,
  leading,
  motion,
  radius,
  size,
  space,
  text,
  visuallyHidden,
  weight,
} from '../styles/theme';
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
import { CONTACT_ENDPOINT, CONTACT_IDS } from './endpoint';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  contactErrorKey,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type ContactDraft,
  type ContactErrors,
  type ContactField,
} from './schema';
import { useContactSeed } from './seed';
import {
  selectDraft,
  selectErrors,
  selectIdempotencyKey,
  selectStatus,
  type ContactFormStatus,
} from './selectors';
import { validateDraft } from './validate-draft';

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
function useContactForm(language: Language) {
  const seed = useContactSeed();
  const showToast = useShowToast();
  const messages = useContactMessagesOf(language);
  // Constant for the page's lifetime (not UI state): the machine with its effects and inputs.
  const [setup] = useState(() => {
    const seedKey = validIdempotencyKey(seed?.idempotencyKey);
    const serverInput: ContactFormInput = {
      language,
      ...(seed && { draft: seed.draft, errors: seed.errors }),
      ...(seedKey && { idempotencyKey: seedKey }),
    };
    // A refused form's seed wins; a seed with only a topic yields to a draft kept in the tab.
    const liveInput = (): ContactFormInput => {
      if (typeof window === 'undefined' || (seed && Object.keys(seed.errors).length > 0))
        return serverInput;
      const kept = initialDraft(window.location.search);
      const idempotencyKey = seedKey ?? kept.idempotencyKey;
      return { language, draft: kept.draft, ...(idempotencyKey && { idempotencyKey }) };
    };
    const prefix = messages['contact.errorTitlePrefix'];
    const machine = contactFormMachine.provide({
      actions: {
        validateDraft,
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
  const actor = useActorRef(setup.machine, { input: setup.liveInput, inspect: useInspect() });
  return { actor, serverSnapshot: setup.serverSnapshot };
}

/**
 * What the visitor typed into the prerendered form before it hydrated (its island loads when they
 * come to it: src/islands/hydrate.tsx) goes to the machine as their changes. React keeps a
 * field's text while it hydrates, but would write the machine's draft over it at the next render.
 * A field that differs both from what the page was rendered with and from the machine's draft (a
 * draft kept in the tab) is one the visitor changed.
 */
function useChangesBeforeHydration(
  actor: ReturnType<typeof useContactForm>['actor'],
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

/** The connected form: reads the machine through selectors and sends it events. */
export function ContactForm() {
  const language = useLanguage();
  const messages = useContactMessagesOf(language);
  const seed = useContactSeed();
  const { actor, serverSnapshot } = useContactForm(language);
  useChangesBeforeHydration(actor, serverSnapshot.context.draft);
  const status = useActorSelector(actor, selectStatus, serverSnapshot);
  const draft = useActorSelector(actor, selectDraft, serverSnapshot);
  const errors = useActorSelector(actor, selectErrors, serverSnapshot);
  const idempotencyKey = useActorSelector(actor, selectIdempotencyKey, serverSnapshot);

  return (
    <ContactFormView
      language={language}
      messages={messages}
      status={status}
      draft={draft}
      errors={errors}
      idempotencyKey={idempotencyKey}
      seed={seed}
      onChange={(change) => actor.send({ type: 'contact.fieldChanged', ...change })}
      onSubmit={() => actor.send({ type: 'contact.submit' })}
      onRetry={() => actor.send({ type: 'contact.retry' })}
    />
  );
}

interface ContactFormViewProps {
  language: Language;
  messages: ContactMessages;
  status: ContactFormStatus;
  draft: ContactDraft;
  errors: ContactErrors;
  /** The draft's idempotency key, posted in a hidden field by the form without JavaScript. */
  idempotencyKey: string;
  /** Embedded as JSON when the service rendered the form again after a failed post. */
  seed: unknown;
  onChange: (change: ContactFieldChange) => void;
  onSubmit: () => void;
  onRetry: () => void;
}

const ids = (field: ContactField) => ({
  input: CONTACT_IDS.field(field),
  hint: `${CONTACT_IDS.field(field)}-hint`,
  error: `${CONTACT_IDS.field(field)}-error`,
});

/** The form as its state shows it; it knows nothing about the machine. */
function ContactFormView({
  language,
  messages: m,
  status,
  draft,
  errors,
  idempotencyKey,
  seed,
  onChange,
  onSubmit,
  onRetry,
}: ContactFormViewProps) {
  if (status === 'sent') {
    return (
      <div
        id={CONTACT_IDS.result}
        tabIndex={-1}
        role="status"
        data-state="sent"
        css={{ ...panel, borderInlineStart: `6px solid ${color.accent}`, outline: 'none' }}
      >
        <h3 css={panelTitle}>
          <SpriteIcon name="circle-check" size={24} css={panelIcon(color.accent)} />
          {bidi(m['contact.sent.title'], language)}
        </h3>
        <p css={panelText}>{bidi(m['contact.sent.text'], language)}</p>
      </div>
    );
  }

  const shown = CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
  const errorText = (field: ContactField) => {
    const code = errors[field];
    return code ? m[contactErrorKey(field, code)] : undefined;
  };
  const describedBy = (field: ContactField, ...extra: (string | false)[]) =>
    [...extra, errors[field] && ids(field).error].filter(Boolean).join(' ') || undefined;
  const textField = (
    field: Exclude<ContactField, 'consent' | 'topic' | 'message'>,
    props: {
      type: 'text' | 'email' | 'tel';
      autoComplete: string;
      inputMode?: 'email' | 'tel' | 'text';
      ltr?: boolean;
      max: number;
      label: string;
      optional?: boolean;
      hint?: string;
    },
  ) => (
    <Field
      language={language}
      field={field}
      label={props.label}
      optional={props.optional ? m['contact.field.optional'] : undefined}
      hint={props.hint}
      error={errorText(field)}
      errorPrefix={m['contact.errorTitlePrefix']}
    >
      <input
        id={ids(field).input}
        name={field}
        type={props.type}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        dir={props.ltr ? 'ltr' : undefined}
        spellCheck={props.ltr ? false : undefined}
        maxLength={props.max}
        value={draft[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, props.hint !== undefined && ids(field).hint)}
        onChange={(event) => onChange({ field, value: event.target.value })}
        css={[control, props.ltr && ltrControl]}
      />
    </Field>
  );
  const count = draft.message.length;

  return (
    <form
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate
      aria-label={m['contact.form.label']}
      data-state={status}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      css={{ display: 'grid', gap: space.lg, maxWidth: '40rem' }}
    >
      {seed !== null && (
        <script
          type="application/json"
          id={CONTACT_IDS.seed}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(seed).replace(/</g, '\\u003c') }}
        />
      )}
      <input type="hidden" name="language" value={language} />
      {/*
       * Prerendered empty: the service replaces exactly `name="idempotency_key" value=""` with a
       * fresh key in each answer, so keep `name` last before `value` (React writes `value` last).
       */}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />

      {shown.length > 0 && (
        <div
          id={CONTACT_IDS.summary}
          tabIndex={-1}
          aria-labelledby={`${CONTACT_IDS.summary}-title`}
          css={{
            padding: space.lg,
            border: `4px solid ${color.danger}`,
            borderRadius: radius.md,
            background: color.paper,
            ...focusRing,
            '&:focus': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
          }}
        >
          <h3 id={`${CONTACT_IDS.summary}-title`} css={{ ...panelTitle, color: color.ink }}>
            <SpriteIcon name="circle-exclamation-point" size={24} css={panelIcon(color.danger)} />
            {bidi(m['contact.errorSummary.title'], language)}
          </h3>
          <ul css={{ margin: 0, marginBlockStart: space.sm, paddingInlineStart: space.lg }}>
            {shown.map((field) => (
              <li key={field} css={{ marginBlockStart: space.xs, lineHeight: leading.body }}>
                <a
                  href={`#${ids(field).input}`}
                  css={{
                    color: color.danger,
                    fontWeight: weight.strong,
                    textDecoration: 'underline',
                    borderRadius: radius.sm,
                    ...focusRing,
                  }}
                >
                  {bidi(errorText(field) ?? '', language)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {textField('name', {
        type: 'text',
        autoComplete: 'name',
        max: CONTACT_LIMITS.nameMax,
        label: m['contact.field.name'],
      })}
      {textField('email', {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        ltr: true,
        max: CONTACT_LIMITS.emailMax,
        label: m['contact.field.email'],
      })}
      {textField('company', {
        type: 'text',
        autoComplete: 'organization',
        max: CONTACT_LIMITS.companyMax,
        label: m['contact.field.company'],
      })}
      {textField('phone', {
        type: 'tel',
        autoComplete: 'tel',
        inputMode: 'tel',
        ltr: true,
        max: CONTACT_LIMITS.phoneMax,
        label: m['contact.field.phone'],
        optional: true,
        hint: m['contact.field.phone.hint'],
      })}

      <Field
        language={language}
        field="topic"
        label={m['contact.field.topic']}
        error={errorText('topic')}
        errorPrefix={m['contact.errorTitlePrefix']}
      >
        <select
          id={ids('topic').input}
          name="topic"
          value={draft.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy('topic')}
          onChange={(event) => onChange({ field: 'topic', value: event.target.value })}
          css={[control, { appearance: 'auto' }]}
        >
          <option value="">{m['contact.field.topic.placeholder']}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {m[`contact.topic.${topic}`]}
            </option>
          ))}
        </select>
      </Field>

      <Field
        language={language}
        field="message"
        label={m['contact.field.message']}
        hint={m['contact.field.message.hint']}
        error={errorText('message')}
        errorPrefix={m['contact.errorTitlePrefix']}
      >
        <textarea
          id={ids('message').input}
          name="message"
          rows={7}
          value={draft.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(
            'message',
            ids('message').hint,
            `${ids('message').input}-count`,
          )}
          onChange={(event) => onChange({ field: 'message', value: event.target.value })}
          css={[control, { minHeight: '10rem', resize: 'vertical', lineHeight: leading.body }]}
        />
        <p
          id={`${ids('message').input}-count`}
          data-over={count > CONTACT_LIMITS.messageMax ? '' : undefined}
          css={{
            margin: 0,
            color: color.inkMuted,
            fontSize: text.sm,
            '&[data-over]': { color: color.danger, fontWeight: weight.strong },
            // The count follows typing only once the form's script runs (its island has hydrated,
            // src/islands/markers.ts); until then, the hint says enough.
            [`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_HYDRATED}]) &`]: { display: 'none' },
          }}
        >
          {interpolate(m['contact.field.message.count'], {
            count: formatNumber(count, language),
            max: formatNumber(CONTACT_LIMITS.messageMax, language),
          })}
        </p>
      </Field>

      {/* The honeypot: hidden from people and assistive technology; autofill skips fax fields. */}
      <div aria-hidden="true" css={visuallyHidden}>
        <label htmlFor="contact-fax">{m['contact.honeypot']}</label>
        <input
          id="contact-fax"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <Field
        language={language}
        field="consent"
        error={errorText('consent')}
        errorPrefix={m['contact.errorTitlePrefix']}
      >
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: space.sm }}>
          <input
            id={ids('consent').input}
            name="consent"
            type="checkbox"
            value="on"
            checked={draft.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            onChange={(event) => onChange({ field: 'consent', value: event.target.checked })}
            css={{
              flex: 'none',
              width: '1.5rem',
              height: '1.5rem',
              margin: 0,
              marginBlockStart: '0.1rem',
              accentColor: color.brand,
              ...focusRing,
            }}
          />
          <label htmlFor={ids('consent').input} css={{ lineHeight: leading.body }}>
            <ConsentText language={language} messages={m} />
          </label>
        </div>
      </Field>

      {status === 'failed' && (
        <div
          role="alert"
          css={{
            ...panel,
            borderInlineStart: `6px solid ${color.danger}`,
            background: color.paper,
          }}
        >
          <h3 css={panelTitle}>
            <SpriteIcon name="circle-exclamation-point" size={24} css={panelIcon(color.danger)} />
            {bidi(m['contact.failed.title'], language)}
          </h3>
          <p css={panelText}>{bidi(m['contact.failed.text'], language)}</p>
          <button type="button" onClick={onRetry} css={[button, { marginBlockStart: space.md }]}>
            {m['contact.retry']}
          </button>
        </div>
      )}

      <div>
        <button type="submit" aria-disabled={status === 'submitting' || undefined} css={button}>
          {status === 'submitting' ? m['contact.submitting'] : m['contact.submit']}
        </button>
      </div>
    </form>
  );
}

function ConsentText({ language, messages: m }: { language: Language; messages: ContactMessages }) {
  const [before = '', after = ''] = m['contact.field.consent'].split('{privacy}');
  return (
    <>
      {before}
      <a
        href={pageHref('privacy', language)}
        css={{
          color: color.brand,
          fontWeight: weight.strong,
          textDecoration: 'underline',
          borderRadius: radius.sm,
          ...focusRing,
        }}
      >
        {m['contact.field.consent.link']}
      </a>
      {after}
    </>
  );
}

/** A labelled field: label, optional hint, the error (tied by aria-describedby), the control. */
function Field({
  language,
  field,
  label,
  optional,
  hint,
  error,
  errorPrefix,
  children,
}: {
  language: Language;
  field: ContactField;
  label?: string;
  optional?: string | undefined;
  hint?: string | undefined;
  error: string | undefined;
  errorPrefix: string;
  children: ReactNode;
}) {
  const { input, hint: hintId, error: errorId } = ids(field);
  return (
    <div
      data-invalid={error ? '' : undefined}
      css={{
        display: 'grid',
        gap: space.xs,
        '&[data-invalid]': {
          paddingInlineStart: space.md,
          borderInlineStart: `4px solid ${color.danger}`,
        },
      }}
    >
      {label && (
        <label htmlFor={input} css={{ fontWeight: weight.strong, lineHeight: leading.snug }}>
          {bidi(label, language)}
          {optional && (
            <span css={{ fontWeight: weight.regular, color: color.inkMuted }}> {optional}</span>
          )}
        </label>
      )}
      {hint && (
        <p id={hintId} css={{ margin: 0, color: color.inkMuted, fontSize: text.sm }}>
          {bidi(hint, language)}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          css={{
            margin: 0,
            color: color.danger,
            fontWeight: weight.strong,
            lineHeight: leading.snug,
          }}
        >
          <span css={visuallyHidden}>{errorPrefix}</span>
          {bidi(error, language)}
        </p>
      )}
      {children}
    </div>
  );
}

const control = {
  width: '100%',
  minHeight: size.touch,
  padding: `${space.sm} ${space.md}`,
  border: `2px solid ${color.inkMuted}`,
  borderRadius: radius.sm,
  background: color.paper,
  color: color.ink,
  font: 'inherit',
  fontSize: text.md,
  transition: `border-color ${motion.hover}`,
  '&[aria-invalid="true"]': { borderColor: color.danger },
  ...focusRing,
} as const;

/** An address or a number reads left to right, and lines up with the page's start in Hebrew. */
const ltrControl = { '[dir="rtl"] &': { textAlign: 'right' } } as const;

const button = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: size.touch,
  paddingBlock: space.sm,
  paddingInline: space.xl,
  border: `2px solid ${color.brand}`,
  borderRadius: radius.pill,
  background: color.brand,
  color: color.onBrand,
  font: 'inherit',
  fontSize: text.md,
  fontWeight: weight.strong,
  cursor: 'pointer',
  transition: `background ${motion.hover}, border-color ${motion.hover}`,
  '&:hover': { background: color.brandStrong, borderColor: color.brandStrong },
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.85 },
  ...focusRing,
} as const;

const panel = {
  padding: space.lg,
  borderRadius: radius.md,
  background: color.canvas,
} as const;
const panelTitle = { ...iconTitle, lineHeight: leading.snug } as const;
const panelText = { margin: 0, marginBlockStart: space.sm, lineHeight: leading.body } as const;
const panelIcon = (tone: string) =>
  ({ flex: 'none', width: size.icon, height: size.icon, color: tone }) as const;
