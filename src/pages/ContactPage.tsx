import { PageIntro } from '../components/PageIntro';

export default function ContactPage() {
  return <PageIntro page="contact" />;
}
