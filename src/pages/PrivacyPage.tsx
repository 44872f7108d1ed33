import { dictionaries } from '../i18n';
import type { PageProps } from '../lazy-page';
import { content } from './legal/privacy.content';
import { LegalDocument } from './legal/LegalDocument';

export default function PrivacyPage({ language }: PageProps) {
  return (
    <LegalDocument
      title={dictionaries[language]['page.privacy.heading']}
      content={content[language]}
      language={language}
    />
  );
}
