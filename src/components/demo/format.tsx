import { Fragment, type ReactNode } from 'react';

export type TextDirection = 'ltr' | 'rtl';

const formatters = new Map<string, Intl.NumberFormat>();

/** Whole numbers with the language's grouping (`3,900` in both English and Hebrew). */
export function formatNumber(value: number, locale: string): string {
  // One formatter per locale: constructing an Intl formatter per call is slow.
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/**
 * Isolates a left-to-right run (a signed number, say) inside text of either direction, for SVG
 * text, where `<bdi>` is not available: LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE.
 */
export const isolate = (text: string): string => `\u2066${text}\u2069`;

/** Fills `{name}` placeholders with values that may be elements; unknown names stay as they are. */
export function fill(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return (
      <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>
    );
  });
}
