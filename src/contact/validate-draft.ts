import { assign } from 'xstate';
import type {
  ContactErrors,
  ContactFormContext,
  ContactFormEvent,
  ValidationScope,
} from '../../machines/contact-form.machine';
import { validateContact } from './schema';

/** The errors of a draft by the shared schema; `shown` keeps only fields already marked. */
function draftErrors(
  context: Pick<ContactFormContext, 'draft' | 'errors'>,
  scope: ValidationScope,
): ContactErrors {
  const result = validateContact(context.draft);
  const errors = result.ok ? {} : result.errors;
  if (scope === 'all') return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field in context.errors));
}

/** The form machine's `validateDraft`, with the shared schema. */
export const validateDraft = assign<
  ContactFormContext,
  ContactFormEvent,
  { scope: ValidationScope },
  ContactFormEvent,
  never
>(({ context }, { scope }) => ({ errors: draftErrors(context, scope) }));
