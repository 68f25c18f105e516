// Users as the server sends them, for tests.
import type { User } from '@podium/core/api';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    profileId: null,
    email: 'maya@example.com',
    userType: 1,
    orgAdmin: false,
    activeProfile: 'athlete',
    notificationToken: null,
    name: 'Maya Okafor',
    birthDate: '2007-05-04',
    gender: null,
    phone: null,
    country: null,
    city: null,
    state: null,
    caregiverEmail: null,
    organisation: null,
    sportsArray: [],
    ...overrides,
  };
}
