/** The contact form's styles: its controls, panels, error summary and fields. */
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from '../config/element-ids';
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
  weight,
} from '../styles/theme';

export const form = { display: 'grid', gap: space.lg, maxWidth: '40rem' } as const;

export const control = {
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
export const ltrControl = { '[dir="rtl"] &': { textAlign: 'right' } } as const;

export const select = { appearance: 'auto' } as const;

export const textarea = {
  minHeight: '10rem',
  resize: 'vertical',
  lineHeight: leading.body,
} as const;

export const button = {
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

export const retryButton = [button, { marginBlockStart: space.md }] as const;

const panel = {
  padding: space.lg,
  borderRadius: radius.md,
  background: color.canvas,
} as const;
export const panelTitle = { ...iconTitle, lineHeight: leading.snug } as const;
export const panelText = {
  margin: 0,
  marginBlockStart: space.sm,
  lineHeight: leading.body,
} as const;
export const panelIcon = (tone: string) =>
  ({ flex: 'none', width: size.icon, height: size.icon, color: tone }) as const;

/** The answer once the enquiry is stored. */
export const sentPanel = {
  ...panel,
  borderInlineStart: `6px solid ${color.accent}`,
  outline: 'none',
} as const;

/** The post failed: a retry keeps the draft. */
export const failedPanel = {
  ...panel,
  borderInlineStart: `6px solid ${color.danger}`,
  background: color.paper,
} as const;

export const errorSummary = {
  padding: space.lg,
  border: `4px solid ${color.danger}`,
  borderRadius: radius.md,
  background: color.paper,
  ...focusRing,
  '&:focus': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
} as const;
export const errorSummaryTitle = { ...panelTitle, color: color.ink } as const;
export const errorSummaryList = {
  margin: 0,
  marginBlockStart: space.sm,
  paddingInlineStart: space.lg,
} as const;
export const errorSummaryItem = { marginBlockStart: space.xs, lineHeight: leading.body } as const;

/** A link inside the form's text: the error summary's to its fields, the consent's to the notice. */
const inlineLink = (tone: string) =>
  ({
    color: tone,
    fontWeight: weight.strong,
    textDecoration: 'underline',
    borderRadius: radius.sm,
    ...focusRing,
  }) as const;
export const errorSummaryLink = inlineLink(color.danger);
export const consentLink = inlineLink(color.brand);

export const messageCount = {
  margin: 0,
  color: color.inkMuted,
  fontSize: text.sm,
  '&[data-over]': { color: color.danger, fontWeight: weight.strong },
  // The count follows typing only once the form's script runs (its island has hydrated,
  // src/config/element-ids.ts); until then, the hint says enough.
  [`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_HYDRATED}]) &`]: { display: 'none' },
} as const;

export const consentRow = { display: 'flex', alignItems: 'flex-start', gap: space.sm } as const;
export const consentBox = {
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  marginBlockStart: '0.1rem',
  accentColor: color.brand,
  ...focusRing,
} as const;
export const consentLabel = { lineHeight: leading.body } as const;

/** A labelled field: marked at its start while it has an error. */
export const field = {
  display: 'grid',
  gap: space.xs,
  '&[data-invalid]': {
    paddingInlineStart: space.md,
    borderInlineStart: `4px solid ${color.danger}`,
  },
} as const;
export const fieldLabel = { fontWeight: weight.strong, lineHeight: leading.snug } as const;
export const fieldOptional = { fontWeight: weight.regular, color: color.inkMuted } as const;
export const fieldHint = { margin: 0, color: color.inkMuted, fontSize: text.sm } as const;
export const fieldError = {
  margin: 0,
  color: color.danger,
  fontWeight: weight.strong,
  lineHeight: leading.snug,
} as const;
