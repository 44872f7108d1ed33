import { PageIntro } from '../../components/PageIntro';

export default function SalesPage() {
  return <PageIntro page="sales" />;
}
