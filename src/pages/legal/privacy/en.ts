import type { PageDocument } from '../../../content/page-document';

/**
 * The privacy notice in English: what the site and the contact form collect, why, and the
 * visitor's rights. The Hebrew document (`he.ts`) matches it block for block. Contact details and
 * the review date are placeholders, filled from `src/config/site.ts`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'privacy',
      intro:
        'This notice explains what personal information we collect through this website, why, who sees it, how long we keep it and what rights you have. We collect as little as we can: the site has no trackers, no advertising cookies and no third-party scripts.',
    },
    {
      kind: 'section',
      title: 'Who is responsible',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'The controller of the database in which your details are kept is {legalName}, {address}. For any privacy question or request, write to {privacyEmail}.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'What we collect',
      body: [
        {
          kind: 'prose',
          paragraphs: ['When you browse the site:'],
          list: [
            'Two preferences stored in your own browser, never sent to us: your language (app-language) and your view mode (viewMode). You can delete them at any time by clearing the site’s data in your browser.',
            'Our web server keeps standard access logs (IP address, time, page requested, browser type) for up to 30 days, to keep the site secure and working.',
            'When you contact us by e-mail or phone: your name, your contact details and what you tell us.',
            'When you send the contact form: your name, your work e-mail, your company, your phone number if you give it, the topic you chose, your message, the language of the page and the time it arrived. We do not record your IP address with it.',
            'While you fill in the form, your draft is kept in your browser’s session storage (contact-draft), so a reload or a failed connection loses nothing; it is deleted when the message is sent or the tab is closed. The form page also sets a cookie (contact_token) for up to 24 hours, sent back only with the form, which tells people from automated spam; it holds no personal information.',
            'If a form sent without JavaScript has a mistake in it, what you typed is kept on our server for one hour, only so the form can be shown to you again with it.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'Why we use it',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'We use contact details only to answer your enquiry, to prepare a proposal if you ask for one, and to keep a record of our correspondence. We do not use them for marketing unless you ask us to, and we never sell or rent them.',
            'You are not under a legal obligation to give us your details, but without a way to reach you we cannot answer.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'Who receives it',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'Messages sent with the contact form are stored on our own server and forwarded by e-mail to our team’s mailbox. Only the members of our team who handle your enquiry read them. Our e-mail and hosting providers process the information on our behalf under agreements that oblige them to protect it. We disclose information to authorities only when the law requires it.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'How long we keep it',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'The copy of a contact form message on our server is deleted automatically 365 days after it arrives; messages our server judges to be automated spam are never forwarded and are deleted on the same schedule.',
            'In our mailbox, enquiries that do not lead to a project are deleted 24 months after our last correspondence. If we work together, the correspondence is kept for seven years after the project ends, as Israeli tax law requires for business records.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'Your rights',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'Under the Protection of Privacy Law, 1981, as amended by Amendment 13 (in force since 14 August 2025), you may ask to see the information we hold about you, to have it corrected or deleted, and to stop receiving any message from us. Visitors in the European Union have the same rights under the GDPR. Write to {privacyEmail}; we answer within 30 days. If you are not satisfied with our answer, you may complain to the Privacy Protection Authority (in the European Union, to your country’s data protection authority).',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'A copy of your information, or its erasure',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'Write to {privacyEmail}, or by post to {legalName}, {address}. Tell us the e-mail address you used with us, and whether you want a copy of your information, its erasure, or both. So that your information reaches no one else, we send our answer to that address, and may ask you to confirm the request from it. We carry out the request and answer within 30 days.',
            'A copy is everything our server holds under that address, sent to it as a file that people and programs can both read (JSON): every message you sent with the contact form, including any that our filter took for spam; the e-mails and deliveries about them that are still waiting to go out; and a form sent without JavaScript while it is kept for the hour described above.',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'Erasure removes all of this from our server in one step, and wipes it from the database’s files as well, rather than only marking it as deleted:',
          ],
          list: [
            'your messages, including any that our filter took for spam;',
            'the e-mails about them not yet sent, our reply to you among them, and their deliveries to our customer management system that are still waiting;',
            'a form sent without JavaScript, while its hour has not yet passed.',
          ],
        },
        {
          kind: 'prose',
          paragraphs: ['What erasure does not reach at once:'],
          list: [
            'Copies already delivered: the e-mail about your message in our team’s mailbox, and its record in our customer management system. Our team deletes them by hand when it carries out your request.',
            'The database’s internal change log, until the database writes over it in its normal operation.',
            'Our server’s backups, kept only to restore the service after a fault, until newer backups replace them. If we ever restore one, we erase your information from it again before it is used.',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'We keep a record of every erasure: when it was made, how many records it deleted, and a one-way fingerprint of the address (a SHA-256 hash), never the address itself, which cannot be read back from it. It lets us show that we carried out the request.',
          ],
        },
      ],
    },
    { kind: 'reviewed', text: 'This notice was last reviewed on {date}.' },
  ],
} satisfies PageDocument;
