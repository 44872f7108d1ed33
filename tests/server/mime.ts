/**
 * Reads what the SMTP sink received as a person's mail program would: the subject decoded
 * (RFC 2047), and the plain-text and HTML parts of a multipart message decoded from
 * quoted-printable or base64. Enough for the messages nodemailer writes; not a MIME library.
 */
import { mailHeader } from '../../scripts/lib/smtp-sink';

export interface ReadMail {
  subject: string;
  headers: (name: string) => string | undefined;
  text: string;
  html: string;
}

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words, adjacent ones joined without their space. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi,
      (_word, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  return match ? [raw.slice(0, match.index), raw.slice(match.index + match[0].length)] : [raw, ''];
}

function decodeBody(head: string, body: string): string {
  const encoding = (mailHeader(head, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function readMail(raw: string): ReadMail {
  const [head, body] = splitHead(raw);
  const parts: Record<string, string> = {};
  const type = mailHeader(head, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [partHead, partBody] = splitHead(part.replace(/^\r?\n/, ''));
      const partType = (mailHeader(partHead, 'Content-Type') ?? '').split(';')[0]!.trim();
      parts[partType] = decodeBody(partHead, partBody.replace(/\r?\n$/, ''));
    }
  } else {
    parts[type.split(';')[0]!.trim()] = decodeBody(head, body);
  }
  return {
    subject: decodeWords(mailHeader(head, 'Subject') ?? ''),
    headers: (name) => mailHeader(head, name),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
