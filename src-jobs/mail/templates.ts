import type { MessageDescriptor } from '@lingui/core';
import { translate } from '../../src-projections/texts/server-i18n.ts';
import { renderLayout } from './mail-layout.tsx';
import type { MailAttachment, MailMessage } from './mailer.ts';
import type { OutboxEntry } from './outbox.ts';

/**
 * One mail's words, in its recipient's language: what a template answers. The sender frames it in the shared
 * layout and sends it as HTML and as plain text, so both always say the same.
 */
export interface MailContent {
  to: string | string[];
  language: string;
  subject: string;
  /** The plain-text body: paragraphs separated by a blank line. A line that is `action.url` is the button. */
  body: string;
  /** The mail's one link, built from PUBLIC_URL; in the HTML a button with its label. */
  action?: { url: string; label: string };
  /** A summary sent on a schedule: it gets a List-Unsubscribe header and a footer link to the settings. */
  digest?: boolean;
  /** Files sent along, such as a report's PDF. */
  attachments?: MailAttachment[];
}

/** A template renders an outbox entry (its params) into words. Secrets (a reset token) are derived here. */
export type MailTemplate = (entry: OutboxEntry) => MailContent;

/**
 * A template that reads before it renders (a report's figures and PDF from the read models at each attempt):
 * what the sender's renderer accepts besides the plain one.
 */
export type ReadingMailTemplate = (entry: OutboxEntry) => Promise<MailContent>;

export interface MailFrame {
  /** PUBLIC_URL: the unsubscribe link of digests. */
  publicUrl?: string;
  /** The name of the organization an entry is sent for (`mail.organizationId`), for the header and footer. */
  organizationName?: (organizationId: string) => Promise<string | null>;
}

// The words are in the catalogues (src-web/locales), found there by their ids.
const PRODUCT = 'Inspecta';
const FOOTER_FOR = /*i18n*/ {
  id: 'mail.layout.footerFor',
  message: 'Sent by Inspecta for {organization}.',
};
const FOOTER_AUTOMATIC = /*i18n*/ {
  id: 'mail.layout.footerAutomatic',
  message: 'This message was sent automatically; replies are not read.',
};
const UNSUBSCRIBE = /*i18n*/ {
  id: 'mail.layout.unsubscribe',
  message: 'You receive this summary because of your notification settings. Change them here:',
};
export const ACTION_LABELS = {
  open: /*i18n*/ { id: 'mail.action.open', message: 'Open in Inspecta' },
  resetPassword: /*i18n*/ { id: 'mail.action.resetPassword', message: 'Choose a new password' },
  confirmEmail: /*i18n*/ { id: 'mail.action.confirmEmail', message: 'Confirm the address' },
  acceptInvitation: /*i18n*/ { id: 'mail.action.acceptInvitation', message: 'Choose your password' },
};

/** Where a digest's unsubscribe link leads: the start page, the user's own settings in the app. */
export const NOTIFICATION_SETTINGS_PATH = '/start';

/** Frames a mail's words in the shared layout: its HTML, its text and its headers. */
export function composeMail(content: MailContent, sender: string | null, publicUrl = ''): MailMessage {
  const footer = [
    sender ? translate(content.language, FOOTER_FOR, { organization: sender }) : null,
    translate(content.language, FOOTER_AUTOMATIC),
  ].filter((line): line is string => !!line);
  const unsubscribe = content.digest
    ? { url: `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`, text: translate(content.language, UNSUBSCRIBE) }
    : undefined;
  const paragraphs = content.body.split(/\n\s*\n/).map((paragraph) => paragraph.split('\n'));
  const html = renderLayout({
    language: content.language,
    sender: sender ?? PRODUCT,
    paragraphs,
    action: content.action,
    footer,
    unsubscribe,
  });
  const text = [
    content.body,
    '--',
    ...footer,
    ...(unsubscribe ? [`${unsubscribe.text} ${unsubscribe.url}`] : []),
  ].join('\n');
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(unsubscribe ? { headers: { 'List-Unsubscribe': `<${unsubscribe.url}>` } } : {}),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}

/**
 * The sender's `render`: an entry's template by name, framed with its organization's name. An unknown
 * template fails the attempt (and is retried).
 */
export function mailRenderer(
  templates: Record<string, MailTemplate | ReadingMailTemplate>,
  frame: MailFrame = {},
): (entry: OutboxEntry) => Promise<MailMessage> {
  return async (entry) => {
    const template = Object.hasOwn(templates, entry.mail.template)
      ? templates[entry.mail.template]
      : undefined;
    if (!template) throw new Error(`No mail template ${entry.mail.template}`);
    const content = await template(entry);
    const organizationId = entry.mail.organizationId;
    const sender =
      organizationId && frame.organizationName ? await frame.organizationName(organizationId) : null;
    return composeMail(content, sender, frame.publicUrl);
  };
}

/** The button's label of an action, in a language. */
export const actionLabel = (language: string, kind: keyof typeof ACTION_LABELS): string =>
  translate(language, ACTION_LABELS[kind]);

/**
 * The common mail: a subject, a body chosen by the entry's params (a submitted or an automatically closed
 * inspection are worded whole in each language rather than by an added sentence), and one button to a page
 * of the app (`params.path`, or `path`), all in the recipient's language. `{link}` in the body is that page.
 */
export function linkMailTemplate(
  publicUrl: string,
  subject: MessageDescriptor,
  body: MessageDescriptor | ((params: Record<string, string>) => MessageDescriptor),
  path?: string,
): MailTemplate {
  return (entry) => {
    const p = entry.mail.params;
    const link = publicUrl + (path ?? p.path);
    const language = p.language ?? '';
    return {
      to: entry.mail.to,
      language,
      subject: translate(language, subject, p),
      body: translate(language, typeof body === 'function' ? body(p) : body, { ...p, link }),
      action: { url: link, label: actionLabel(language, 'open') },
    };
  };
}
