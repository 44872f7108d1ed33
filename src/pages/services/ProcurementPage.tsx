import { PageIntro } from '../../components/PageIntro';

export default function ProcurementPage() {
  return <PageIntro page="procurement" />;
}
