import { PageIntro } from '../../components/PageIntro';

export default function CustomSolutionsPage() {
  return <PageIntro page="customSolutions" />;
}
