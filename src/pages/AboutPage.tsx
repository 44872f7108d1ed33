import { PageIntro } from '../components/PageIntro';

export default function AboutPage() {
  return <PageIntro page="about" />;
}
