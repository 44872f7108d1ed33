/**
 * The `Message-ID` of each e-mail the outbox sends: one per submission and kind, the same on every
 * attempt, so the mail system can recognise a resend after a crash (delivery is at least once).
 */

/** The domain of the From address (RFC 5322 wants a Message-ID on a domain the sender owns). */
function senderDomain(from: string): string {
  return /@([\w.-]+)>?\s*$/.exec(from)?.[1] ?? 'kavana-analytics.co.il';
}

/** `<submission.ID@domain>` for the team's e-mail, `<reply.ID@domain>` for the visitor's. */
export const messageIdOf = (kind: 'submission' | 'reply', submissionId: string, from: string) =>
  `<${kind}.${submissionId}@${senderDomain(from)}>`;
