import { PageIntro } from '../../components/PageIntro';

export default function SmartInventoryPage() {
  return <PageIntro page="smartInventory" />;
}
