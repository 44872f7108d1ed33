import { useMessages } from '../app/AppActorsProvider';
import { useLocalized } from '../components/content';
import { content } from './legal/accessibility.content';
import { LegalDocument } from './legal/LegalDocument';

export default function AccessibilityPage() {
  return (
    <LegalDocument
      title={useMessages()['page.accessibility.heading']}
      content={useLocalized(content)}
    />
  );
}
