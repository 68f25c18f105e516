// The copy of a pitch reply that goes to an athlete's caregiver (issue 22, 20): a coach or an organisation writing
// to an athlete under 16 also writes, through Podium, to the adult who consented for them.
import type { Mail } from '../../providers/mail/mailer.ts';
import { escapeHtml } from '../auth/mails.ts';

export interface ReplyCopy {
  to: string;
  athleteName: string;
  /** The coach or organisation that replied, and which of the two. */
  replierName: string;
  replierKind: 'coach' | 'org';
  message: string;
}

export function pitchReplyCaregiverMail(copy: ReplyCopy): Mail {
  const who = `${copy.replierKind === 'org' ? 'The organisation' : 'The coach'} ${copy.replierName}`;
  const intro = `${who} replied on Podium to a pitch ${copy.athleteName} sent them. Because ${copy.athleteName} is under 16 and you gave your consent for their profile, you get a copy of every reply. ${copy.athleteName} has it in their notifications.`;
  const after =
    'Podium never shares your email with coaches or organisations. If anything in this reply worries you, write to support@podium.app.';
  return {
    to: copy.to,
    subject: `${copy.replierName} replied to ${copy.athleteName}'s pitch on Podium`,
    text: `Hello,\n\n${intro}\n\nTheir reply:\n\n${copy.message}\n\n${after}\n\nThe Podium team`,
    html: `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>Their reply:</p><blockquote>${escapeHtml(copy.message)}</blockquote><p>${escapeHtml(after)}</p><p>The Podium team</p>`,
  };
}
