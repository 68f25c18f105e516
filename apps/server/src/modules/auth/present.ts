// Row -> the spec's user JSON (account spec 3): the one place _id is produced; the hash never leaves.
import type { User } from '@podium/core/api';
import type { UserRow } from './store.ts';

export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    profileId: row.profile_id,
    email: row.email,
    userType: row.user_type,
    orgAdmin: row.org_admin,
    activeProfile: row.active_profile,
    notificationToken: row.notification_token,
    name: row.name,
    birthDate: row.birth_date,
    gender: row.gender,
    phone: row.phone,
    country: row.country,
    city: row.city,
    state: row.state,
    caregiverEmail: row.caregiver_email,
    organisation: row.organisation,
    sportsArray: row.signup_sports,
  };
}
