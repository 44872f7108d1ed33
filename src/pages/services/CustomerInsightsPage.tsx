import { PageIntro } from '../../components/PageIntro';

export default function CustomerInsightsPage() {
  return <PageIntro page="customerInsights" />;
}
