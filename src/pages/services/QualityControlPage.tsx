import { PageIntro } from '../../components/PageIntro';

export default function QualityControlPage() {
  return <PageIntro page="qualityControl" />;
}
