/**
 * The page a browser without JavaScript shows when its post could not be stored (the database is
 * away): a plain page in the visitor's language, no styles or scripts (the CSP allows neither
 * inline), pointing back to the form, which the browser's Back button shows still filled in.
 */
import type { Language } from '../../machines/constants';
import { dictionaries } from '../../src/i18n';
import { pageHref } from '../../src/routes';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function unavailablePage(language: Language): string {
  const messages = dictionaries[language];
  return `<!doctype html>
<html lang="${language}" dir="${language === 'he' ? 'rtl' : 'ltr'}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(messages['contact.unavailable.title'])}</title>
<main>
<h1>${escapeHtml(messages['contact.unavailable.title'])}</h1>
<p>${escapeHtml(messages['contact.unavailable.text'])}</p>
<p><a href="${pageHref('contact', language)}">${escapeHtml(messages['contact.unavailable.link'])}</a></p>
</main>
</html>
`;
}
