/** `npm run paths -- approve REPORT`: a comparison's snaps become the baseline it compared. */
import { approvalText, approveReport } from '../snaps/approve-report';
import type { CommandLine } from './options';

export function approve({ positionals, values }: CommandLine) {
  const [report, ...more] = positionals;
  if (!report || more.length > 0) throw new Error('approve takes one REPORT folder');
  console.log(
    approvalText(approveReport(report, values.baseline ? { baseline: values.baseline } : {})),
  );
}
