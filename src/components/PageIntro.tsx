import { useMessages } from '../app/AppActorsProvider';
import type { MessageKey } from '../i18n';
import { color, space, text } from '../styles/theme';

export type PageKey = {
  [K in MessageKey]: K extends `page.${infer Id}.intro` ? Id : never;
}[MessageKey];

/** A page's heading and introduction, in the visitor's language. */
export function PageIntro({ page }: { page: PageKey }) {
  const m = useMessages();
  return (
    <header css={{ maxWidth: '46rem', paddingBlock: space.xl }}>
      <p css={{ margin: 0, color: color.brand, fontWeight: 600, fontSize: text.sm }}>
        {m[`page.${page}.title`]}
      </p>
      <h1 css={{ fontSize: text.display, marginBlock: `${space.sm} ${space.lg}` }}>
        {m[`page.${page}.heading`]}
      </h1>
      <p css={{ fontSize: text.lg, color: color.inkMuted, margin: 0 }}>{m[`page.${page}.intro`]}</p>
    </header>
  );
}
