import { PageIntro } from '../../components/PageIntro';

export default function QueueManagementPage() {
  return <PageIntro page="queueManagement" />;
}
