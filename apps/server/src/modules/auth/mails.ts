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

/** A new device's way in while sign-in there is limited (design choices: login limits). */
export function signInLinkMail(to: string, name: string, link: string, minutes: number): Mail {
  const asked = 'Someone asked for a link to sign in to your Podium account on a new device.';
  const open = `If it was you, open this link on that device within ${minutes} minutes. It works once, and the device is remembered afterwards:`;
  const ignore =
    'If it was not you, ignore this mail: nobody gets in without the link. If you keep getting these mails, someone may be trying to guess your password; a long password of your own keeps them out.';
  return {
    to,
    subject: 'Your Podium sign-in link',
    text: `Hi ${name},\n\n${asked} ${open}\n\n${link}\n\n${ignore}\n\nThe Podium team`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(asked)} ${escapeHtml(open)}</p><p><a href="${escapeHtml(link)}">Sign in to Podium</a></p><p>${escapeHtml(ignore)}</p><p>The Podium team</p>`,
  };
}

/**
 * To the caregiver an athlete under 16 named (issue 7, "Minors"): what Podium is, and the link that gives (or
 * later withdraws) consent. Until they consent, the athlete is hidden from everyone else.
 */
export function caregiverConsentMail(to: string, athleteName: string, consentLink: string): Mail {
  const intro = `${athleteName} has created an athlete account on Podium and named you as their parent or caregiver. Podium lets athletes record their physical test results and highlight videos so that coaches and organisations can find them.`;
  const hidden = `Because ${athleteName} is under 16, their profile is hidden from everyone else until you give your consent. Open this link to see what consenting means and to decide:`;
  const after = `You can withdraw your consent at any time through the same link. Their birth date, city and contact details are never shown to others. If you did not expect this mail or want the account removed, write to support@podium.app.`;
  return {
    to,
    subject: `${athleteName} has joined Podium: your consent is needed`,
    text: `Hello,\n\n${intro}\n\n${hidden}\n\n${consentLink}\n\n${after}\n\nThe Podium team`,
    html: `<p>Hello,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(hidden)}</p><p><a href="${escapeHtml(consentLink)}">Review and decide</a></p><p>${escapeHtml(after)}</p><p>The Podium team</p>`,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
