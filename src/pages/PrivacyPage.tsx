import { useMessages } from '../app/AppActorsProvider';
import { useLocalized } from '../components/content';
import { content } from './legal/privacy.content';
import { LegalDocument } from './legal/LegalDocument';

export default function PrivacyPage() {
  return (
    <LegalDocument title={useMessages()['page.privacy.heading']} content={useLocalized(content)} />
  );
}
