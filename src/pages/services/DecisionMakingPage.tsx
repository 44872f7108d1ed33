import { PageIntro } from '../../components/PageIntro';

export default function DecisionMakingPage() {
  return <PageIntro page="decisionMaking" />;
}
