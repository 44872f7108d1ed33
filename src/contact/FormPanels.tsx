/** The panels the contact form shows beside its fields: the error summary, and the outcomes. */
import type { Language } from '../../machines/constants';
import { SpriteIcon } from '../chrome/SpriteIcon';
import type { ContactMessages } from '../i18n';
import { bidi } from '../i18n/locale';
import { color } from '../styles/theme';
import * as styles from './contact-form.styles';
import { CONTACT_IDS } from './endpoint';

interface PanelProps {
  language: Language;
  messages: ContactMessages;
}

/**
 * The refused fields, each a link to its control. The machine moves focus to it (its id) when a
 * submit is refused.
 */
export function ErrorSummary({
  language,
  messages: m,
  errors,
}: PanelProps & { errors: { id: string; text: string }[] }) {
  return (
    <div
      id={CONTACT_IDS.summary}
      tabIndex={-1}
      aria-labelledby={`${CONTACT_IDS.summary}-title`}
      css={styles.errorSummary}
    >
      <h3 id={`${CONTACT_IDS.summary}-title`} css={styles.errorSummaryTitle}>
        <SpriteIcon
          name="circle-exclamation-point"
          size={24}
          css={styles.panelIcon(color.danger)}
        />
        {bidi(m['contact.errorSummary.title'], language)}
      </h3>
      <ul css={styles.errorSummaryList}>
        {errors.map(({ id, text }) => (
          <li key={id} css={styles.errorSummaryItem}>
            <a href={`#${id}`} css={styles.errorSummaryLink}>
              {bidi(text, language)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The enquiry is stored: what the form becomes. The machine moves focus to it (its id). */
export function SentPanel({ language, messages: m }: PanelProps) {
  return (
    <div
      id={CONTACT_IDS.result}
      tabIndex={-1}
      role="status"
      data-state="sent"
      css={styles.sentPanel}
    >
      <h3 css={styles.panelTitle}>
        <SpriteIcon name="circle-check" size={24} css={styles.panelIcon(color.accent)} />
        {bidi(m['contact.sent.title'], language)}
      </h3>
      <p css={styles.panelText}>{bidi(m['contact.sent.text'], language)}</p>
    </div>
  );
}

/** The post failed (the network, the service): an alert, and a retry that keeps the draft. */
export function FailedPanel({
  language,
  messages: m,
  onRetry,
}: PanelProps & { onRetry: () => void }) {
  return (
    <div role="alert" css={styles.failedPanel}>
      <h3 css={styles.panelTitle}>
        <SpriteIcon
          name="circle-exclamation-point"
          size={24}
          css={styles.panelIcon(color.danger)}
        />
        {bidi(m['contact.failed.title'], language)}
      </h3>
      <p css={styles.panelText}>{bidi(m['contact.failed.text'], language)}</p>
      <button type="button" onClick={onRetry} css={styles.retryButton}>
        {m['contact.retry']}
      </button>
    </div>
  );
}
