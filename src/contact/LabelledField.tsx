import type { ReactNode } from 'react';
import type { Language } from '../../machines/constants';
import { bidi } from '../i18n/locale';
import { visuallyHidden } from '../styles/theme';
import * as styles from './contact-form.styles';
import { CONTACT_IDS } from './endpoint';
import type { ContactField } from './schema';

/** The ids of a field's control, hint and error, which its label and aria-describedby name. */
export const fieldIds = (field: ContactField) => ({
  input: CONTACT_IDS.field(field),
  hint: `${CONTACT_IDS.field(field)}-hint`,
  error: `${CONTACT_IDS.field(field)}-error`,
});

/** A labelled field: label, optional hint, the error (tied by aria-describedby), the control. */
export function LabelledField({
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
  const { input, hint: hintId, error: errorId } = fieldIds(field);
  return (
    <div data-invalid={error ? '' : undefined} css={styles.field}>
      {label && (
        <label htmlFor={input} css={styles.fieldLabel}>
          {bidi(label, language)}
          {optional && <span css={styles.fieldOptional}> {optional}</span>}
        </label>
      )}
      {hint && (
        <p id={hintId} css={styles.fieldHint}>
          {bidi(hint, language)}
        </p>
      )}
      {error && (
        <p id={errorId} css={styles.fieldError}>
          <span css={visuallyHidden}>{errorPrefix}</span>
          {bidi(error, language)}
        </p>
      )}
      {children}
    </div>
  );
}
