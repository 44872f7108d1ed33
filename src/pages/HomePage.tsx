import { PageIntro } from '../components/PageIntro';

export default function HomePage() {
  return <PageIntro page="home" />;
}
