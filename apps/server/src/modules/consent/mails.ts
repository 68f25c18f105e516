// The texts of the mails that ask a caregiver to confirm a held change, or tell them of a birth date change.
import { ageInYears } from '@podium/core';
import type { Mail } from '../../providers/mail/mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): Mail {
  const text = ['Hello,', ...paragraphs, ...(link ? [link.href] : []), 'The Podium team'].join('\n\n');
  const html = [
    '<p>Hello,</p>',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>The Podium team</p>',
  ].join('');
  return { to, subject, text, html };
}

const NOT_YOU =
  'If you are not their parent or caregiver, or did not expect this mail, write to support@podium.app.';

/** A birth date that would make the athlete 16 or over waits for the caregiver on file (issue 22, item 1). */
export function confirmBirthDateMail(
  to: string,
  athleteName: string,
  change: { previous: string; value: string },
  link: string,
): Mail {
  const age = ageInYears(change.value);
  return mail(
    to,
    `${athleteName} changed their birth date on Podium: please confirm`,
    [
      `${athleteName} changed the birth date on their Podium account from ${change.previous} to ${change.value}. That would make them ${age}: old enough to decide alone who sees their profile, without your consent.`,
      'So the change waits for you. If the new birth date is right, confirm it through this link; if it is not, decline it and nothing changes. Until you decide, their profile stays as your consent says.',
      NOT_YOU,
    ],
    { href: link, label: 'Review the change' },
  );
}

/** Once the caregiver on file has decided, a new caregiver waits for them. */
export function confirmCaregiverMail(
  to: string,
  athleteName: string,
  newCaregiver: string,
  link: string,
): Mail {
  return mail(
    to,
    `${athleteName} named another caregiver on Podium: please confirm`,
    [
      `${athleteName} asked to name ${newCaregiver} as their parent or caregiver on Podium instead of you. You decide who sees their profile until they are 16, so the change waits for you.`,
      `If ${newCaregiver} should decide from now on, confirm through this link: they will be asked for their own consent, and the profile stays hidden until they give it. If not, decline it and nothing changes.`,
      NOT_YOU,
    ],
    { href: link, label: 'Review the change' },
  );
}

/** Any other birth date change of an athlete under 16 is told to the caregiver on file. */
export function birthDateNoticeMail(
  to: string,
  athleteName: string,
  change: { previous: string; value: string },
): Mail {
  return mail(to, `${athleteName} changed their birth date on Podium`, [
    `${athleteName} changed the birth date on their Podium account from ${change.previous} to ${change.value}. They are still under 16, so your consent still decides who sees their profile, and nothing else changes.`,
    NOT_YOU,
  ]);
}
