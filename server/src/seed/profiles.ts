import type { Faker } from '@faker-js/faker';
import type { users } from '../db/schema.js';
import { derivedName, displayNameFor, handleFor } from '../moderators/rules.js';
import { demoPlace } from './places.js';
import { COUNTRY_DATA, PRESET_DATA } from './referenceData.js';

type NewUser = typeof users.$inferInsert;
const DAY = 24 * 60 * 60 * 1000;

export const REPORT_REASONS = [
  'Spam',
  'Fake profile',
  'Offensive messages',
  'Inappropriate photos',
  'Scam attempt',
];

const presetId = (faker: Faker, kind: string) =>
  faker.number.int({ min: 1, max: PRESET_DATA[kind].length });

const somePresetIds = (faker: Faker, kind: string, min: number, max: number) =>
  faker.helpers
    .arrayElements(
      PRESET_DATA[kind].map(([id]) => id),
      { min, max },
    )
    .sort((a, b) => a - b);

/** The profile fields shared by real users and moderators. */
export function profileFields(faker: Faker, now: Date, sex: 'male' | 'female'): NewUser {
  const [countryCode, country] = faker.helpers.arrayElement(COUNTRY_DATA);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  return {
    email: '',
    firstName,
    lastName,
    gender: sex === 'male' ? 1 : 2,
    age: faker.number.int({ min: 1, max: 45 }),
    height: presetId(faker, 'heights'),
    ethnicity: presetId(faker, 'ethnicity'),
    zodiacSign: presetId(faker, 'zodiacSigns'),
    familyPlans: presetId(faker, 'family'),
    politics: presetId(faker, 'politics'),
    religion: presetId(faker, 'religious'),
    subscriptionId: faker.helpers.weightedArrayElement([
      { value: 1, weight: 6 },
      { value: 2, weight: 3 },
      { value: 3, weight: 1 },
    ]),
    interestedIn: somePresetIds(faker, 'interestedIn', 1, 3).join(','),
    tags: somePresetIds(faker, 'tags', 2, 6),
    language: somePresetIds(faker, 'languages', 1, 3),
    about: faker.lorem.sentences({ min: 1, max: 3 }),
    work: faker.person.jobTitle(),
    education: faker.helpers.arrayElement(['High school', 'College', 'Bachelor', 'Master', 'PhD']),
    ...demoPlace(faker, countryCode),
    country,
    countryCode,
    zipCode: faker.location.zipCode(),
    isOnline: faker.datatype.boolean(0.15),
    lastSeen: new Date(now.getTime() - faker.number.int({ min: 60_000, max: 120 * DAY })),
    signUp: new Date(now.getTime() - faker.number.int({ min: DAY, max: 730 * DAY })),
  };
}

/** A real app user (no role). `n` keeps generated emails unique. */
export function realUser(faker: Faker, now: Date, n: number, passwordHash: string): NewUser {
  const sex = faker.helpers.arrayElement(['male', 'female'] as const);
  const profile = profileFields(faker, now, sex);
  const handle = `${profile.firstName}.${profile.lastName}`
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return {
    ...profile,
    email: `${handle}.${n}@example.com`,
    username: `${handle}${n}`,
    displayName: `${profile.firstName}_${(profile.age ?? 1) + 17}`,
    phone: faker.phone.number({ style: 'international' }),
    passwordHash,
    isBlocked: faker.datatype.boolean(0.03),
    disabled: faker.datatype.boolean(0.02),
  };
}

/** A moderator (fake profile) owned by an admin and worked by a chatter. */
export function moderator(
  faker: Faker,
  now: Date,
  n: number,
  ownerId: number,
  workerId: number,
): NewUser {
  const sex = faker.helpers.weightedArrayElement([
    { value: 'female' as const, weight: 3 },
    { value: 'male' as const, weight: 1 },
  ]);
  const profile = profileFields(faker, now, sex);
  // Named as the create form names one (spec section 5), so its form saves it back unchanged.
  const name = derivedName(`${profile.firstName} ${profile.lastName}`, true);
  const handle = handleFor(name, profile.age ?? null);
  return {
    ...profile,
    firstName: name,
    lastName: '',
    email: `${handle}.${n}@moderators.demo.test`,
    username: handle,
    displayName: displayNameFor(name, profile.age ?? null),
    isModerator: true,
    ownerId,
    workerId,
    books: faker.helpers.multiple(() => faker.book.title(), { count: 2 }),
    music: faker.helpers.multiple(() => faker.music.artist(), { count: 3 }),
    movies: faker.helpers.multiple(() => faker.music.songName(), { count: 2 }),
    tvShows: ['The Office', 'Friends', 'Dark', 'Succession', 'Chernobyl'].slice(
      0,
      faker.number.int({ min: 1, max: 3 }),
    ),
    sportsTeams: faker.helpers.arrayElements(
      ['Lakers', 'Real Madrid', 'Arsenal', 'Yankees', 'Bulls'],
      2,
    ),
  };
}
