import { css } from '@emotion/react';
import type { Language } from '../../machines/constants';
import type { ChromeMessages, ErrorScreenMessages } from '../i18n';
import { en } from '../i18n/error-screen/en';
import { he } from '../i18n/error-screen/he';
import { color, focusRing, radius, space, text } from '../styles/theme';

// What a page the visitor reaches after this screen needs, loaded with it (src/shell/ErrorFallback).
export { readAfterErrorScreen } from '../platform/after-error-screen';

interface ErrorDetails {
  summary: string;
  stack: string | undefined;
}

/** "Status and text, or the message" (SPEC §8): a response-like error shows its status. */
function describeError(error: unknown): ErrorDetails {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message, stack } = error as Record<string, unknown>;
    if (typeof status === 'number') {
      return {
        summary: `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim(),
        stack: undefined,
      };
    }
    if (typeof message === 'string') {
      return { summary: message, stack: typeof stack === 'string' ? stack : undefined };
    }
  }
  return { summary: String(error), stack: undefined };
}

const screenStyle = css({
  maxWidth: '46rem',
  margin: '0 auto',
  padding: `${space.xl} ${space.lg}`,
});

const headingStyle = css({ fontSize: text.xl, color: color.danger });

const summaryStyle = css({ fontStyle: 'italic', overflowWrap: 'anywhere' });

const actionsStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  marginBlock: space.lg,
});

const reloadStyle = css({
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.lg}`,
  border: 0,
  borderRadius: radius.sm,
  background: color.brand,
  color: color.onBrand,
  fontSize: text.md,
  fontWeight: 600,
  cursor: 'pointer',
  ...focusRing,
});

const homeLinkStyle = css({ alignSelf: 'center', fontWeight: 600, ...focusRing });

const stackToggleStyle = css({ cursor: 'pointer', ...focusRing });

const stackStyle = css({
  padding: space.md,
  overflowX: 'auto',
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.sm,
  fontSize: text.sm,
});

/** The screen's own texts, in both languages: only this chunk carries them. */
const screenTexts: Record<Language, ErrorScreenMessages> = { en, he };

export interface ErrorScreenProps {
  error: unknown;
  /** The language of `messages`: the page's, or the one whose dictionary has loaded. */
  language: Language;
  messages: ChromeMessages;
  homeHref: string;
}

/**
 * What shows when a page cannot be shown (SPEC §8): a chunk of its own, which only a failure
 * loads (src/shell/ErrorFallback.tsx).
 */
export function ErrorScreen({ error, language, messages, homeHref }: ErrorScreenProps) {
  const { summary, stack } = describeError(error);
  return (
    <section role="alert" css={screenStyle}>
      <h1 lang="en" dir="ltr" css={headingStyle}>
        {messages['error.heading']}
      </h1>
      <p dir="auto" css={summaryStyle}>
        {summary}
      </p>
      <p>{messages['error.help']}</p>
      <div css={actionsStyle}>
        <button type="button" onClick={() => window.location.reload()} css={reloadStyle}>
          {messages['error.reload']}
        </button>
        {/* A full page load, so a broken client state cannot follow the visitor home. */}
        <a href={homeHref} css={homeLinkStyle}>
          {messages['error.home']}
        </a>
      </div>
      {stack && (
        <details>
          <summary css={stackToggleStyle}>{screenTexts[language]['error.stack']}</summary>
          <pre dir="ltr" css={stackStyle}>
            {stack}
          </pre>
        </details>
      )}
    </section>
  );
}
