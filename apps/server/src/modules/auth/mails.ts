// The texts of the mails accounts send.
import type { Mail } from '../../providers/mail/mailer.ts';

export function resetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Podium password',
    text: `Hi ${name},\n\nSomeone asked to reset the password of your Podium account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nThe Podium team`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Podium account. If it was you, open this link within one hour:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p><p>The Podium team</p>`,
  };
}

export function caregiverNotice(to: string, athleteName: string, publicUrl: string): Mail {
  return {
    to,
    subject: `${athleteName} has joined Podium`,
    text: `Hello,\n\n${athleteName} has created an athlete account on Podium and named you as their parent or caregiver. Podium lets athletes record their physical test results and highlight videos so that coaches and organisations can find them.\n\nAthletes under 16 appear to coaches only through their profile; contact details are never shown publicly. If you have questions or want the account removed, write to support@podium.app.\n\nLearn more: ${publicUrl}/about\n\nThe Podium team`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
