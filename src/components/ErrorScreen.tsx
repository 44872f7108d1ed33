import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Messages } from '../i18n';
import { color, focusRing, radius, space, text } from '../styles/theme';

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

export interface ErrorScreenProps {
  error: unknown;
  messages: Messages;
  homeHref: string;
}

export function ErrorScreen({ error, messages, homeHref }: ErrorScreenProps) {
  const { summary, stack } = describeError(error);
  return (
    <section
      role="alert"
      css={{
        maxWidth: '46rem',
        margin: '0 auto',
        padding: `${space.xl} ${space.lg}`,
      }}
    >
      <h1 lang="en" dir="ltr" css={{ fontSize: text.xl, color: color.danger }}>
        {messages['error.heading']}
      </h1>
      <p dir="auto" css={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
        {summary}
      </p>
      <p>{messages['error.help']}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, marginBlock: space.lg }}>
        <button
          type="button"
          onClick={() => window.location.reload()}
          css={{
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
          }}
        >
          {messages['error.reload']}
        </button>
        {/* A full page load, so a broken client state cannot follow the visitor home. */}
        <a href={homeHref} css={{ alignSelf: 'center', fontWeight: 600, ...focusRing }}>
          {messages['error.home']}
        </a>
      </div>
      {stack && (
        <details>
          <summary css={{ cursor: 'pointer', ...focusRing }}>{messages['error.stack']}</summary>
          <pre
            dir="ltr"
            css={{
              padding: space.md,
              overflowX: 'auto',
              background: color.paper,
              border: `1px solid ${color.line}`,
              borderRadius: radius.sm,
              fontSize: text.sm,
            }}
          >
            {stack}
          </pre>
        </details>
      )}
    </section>
  );
}

interface ErrorBoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches render errors, including a page chunk that fails to load, and shows the fallback. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; failed: boolean }
> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
