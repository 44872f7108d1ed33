import { dictionaries } from '../i18n';
import type { PageProps } from '../lazy-page';
import { content } from './legal/accessibility.content';
import { LegalDocument } from './legal/LegalDocument';

export default function AccessibilityPage({ language }: PageProps) {
  return (
    <LegalDocument
      title={dictionaries[language]['page.accessibility.heading']}
      content={content[language]}
      language={language}
    />
  );
}
