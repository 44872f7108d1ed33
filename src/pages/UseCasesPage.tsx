import { PageIntro } from '../components/PageIntro';

export default function UseCasesPage() {
  return <PageIntro page="usecases" />;
}
