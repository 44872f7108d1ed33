/**
 * The contact form as its state shows it (STYLE §7): values and callbacks in, markup out; it
 * knows nothing about the machine. Without JavaScript it is a plain `<form method="post">`.
 */
import type { Language } from '../../machines/constants';
import type { ContactFieldChange } from '../../machines/contact-form.types';
import type { ContactMessages } from '../i18n';
import { formatNumber } from '../i18n/locale';
import { interpolate } from '../i18n/placeholders';
import { pageHref } from '../routes';
import { visuallyHidden } from '../styles/theme';
import type { ContactFormStatus } from './contact-form.selectors';
import * as styles from './contact-form.styles';
import { CONTACT_ENDPOINT, CONTACT_IDS } from './endpoint';
import { ErrorSummary, FailedPanel, SentPanel } from './FormPanels';
import { fieldIds as ids, LabelledField } from './LabelledField';
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

export interface ContactFormViewProps {
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

export function ContactFormView({
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
  if (status === 'sent') return <SentPanel language={language} messages={m} />;

  const shown = CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
  const errorText = (field: ContactField) => {
    const code = errors[field];
    return code ? m[contactErrorKey(field, code)] : undefined;
  };
  const describedBy = (field: ContactField, ...extra: (string | false)[]) =>
    [...extra, errors[field] && ids(field).error].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: ContactField) => ({
    language,
    field,
    error: errorText(field),
    errorPrefix: m['contact.errorTitlePrefix'],
  });
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
    <LabelledField
      {...fieldProps(field)}
      label={props.label}
      optional={props.optional ? m['contact.field.optional'] : undefined}
      hint={props.hint}
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
        css={[styles.control, props.ltr && styles.ltrControl]}
      />
    </LabelledField>
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
      css={styles.form}
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
        <ErrorSummary
          language={language}
          messages={m}
          errors={shown.map((field) => ({ id: ids(field).input, text: errorText(field) ?? '' }))}
        />
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

      <LabelledField {...fieldProps('topic')} label={m['contact.field.topic']}>
        <select
          id={ids('topic').input}
          name="topic"
          value={draft.topic}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy('topic')}
          onChange={(event) => onChange({ field: 'topic', value: event.target.value })}
          css={[styles.control, styles.select]}
        >
          <option value="">{m['contact.field.topic.placeholder']}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {m[`contact.topic.${topic}`]}
            </option>
          ))}
        </select>
      </LabelledField>

      <LabelledField
        {...fieldProps('message')}
        label={m['contact.field.message']}
        hint={m['contact.field.message.hint']}
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
          css={[styles.control, styles.textarea]}
        />
        <p
          id={`${ids('message').input}-count`}
          data-over={count > CONTACT_LIMITS.messageMax ? '' : undefined}
          css={styles.messageCount}
        >
          {interpolate(m['contact.field.message.count'], {
            count: formatNumber(count, language),
            max: formatNumber(CONTACT_LIMITS.messageMax, language),
          })}
        </p>
      </LabelledField>

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

      <LabelledField {...fieldProps('consent')}>
        <div css={styles.consentRow}>
          <input
            id={ids('consent').input}
            name="consent"
            type="checkbox"
            value="on"
            checked={draft.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
            onChange={(event) => onChange({ field: 'consent', value: event.target.checked })}
            css={styles.consentBox}
          />
          <label htmlFor={ids('consent').input} css={styles.consentLabel}>
            <ConsentText language={language} messages={m} />
          </label>
        </div>
      </LabelledField>

      {status === 'failed' && <FailedPanel language={language} messages={m} onRetry={onRetry} />}

      <div>
        <button
          type="submit"
          aria-disabled={status === 'submitting' || undefined}
          css={styles.button}
        >
          {status === 'submitting' ? m['contact.submitting'] : m['contact.submit']}
        </button>
      </div>
    </form>
  );
}

/** The consent's text, with its link to the privacy notice where the message says `{privacy}`. */
function ConsentText({ language, messages: m }: { language: Language; messages: ContactMessages }) {
  const [before = '', after = ''] = m['contact.field.consent'].split('{privacy}');
  return (
    <>
      {before}
      <a href={pageHref('privacy', language)} css={styles.consentLink}>
        {m['contact.field.consent.link']}
      </a>
      {after}
    </>
  );
}
