import { messagesFor } from '../i18n/messages';
import type { PageProps } from '../platform/lazy-page';
import { Hero } from '../content/blocks';
import { pageHref } from '../routes';

/**
 * Where the form lands without JavaScript: the service answers a stored post with `303` here
 * (`/contact/thanks`, `/he/contact/thanks`). Prerendered, out of the navigation and the sitemap.
 */
export default function ContactThanksPage({ language }: PageProps) {
  const m = messagesFor(language);
  return (
    <Hero
      language={language}
      eyebrow={m['page.contactThanks.title']}
      title={m['page.contactThanks.heading']}
      intro={m['page.contactThanks.text']}
      actions={[
        { href: pageHref('home', language), label: m['page.contactThanks.home'] },
        {
          href: pageHref('usecases', language),
          label: m['page.contactThanks.usecases'],
          variant: 'secondary',
        },
      ]}
    />
  );
}
