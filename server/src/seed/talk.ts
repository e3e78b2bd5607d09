import type { Faker } from '@faker-js/faker';

// The demo chats' lines: what real users and moderators write in a dating app, so a demo, a
// screenshot or a first day of training reads as conversations. Picked by the seeded RNG.

const USER_OPENERS = [
  'Hey there! Your profile made me smile. How is your day going?',
  'Hi :) I saw you like hiking too. Any favourite trails around here?',
  'Hello! I had to say hi, your photos from the beach look amazing.',
  'Good evening! What are you up to tonight?',
  'Hi, I am new here and not sure what to say, so... hi!',
  'Hey! Is that a golden retriever in your second photo? I love dogs.',
  'Hi, how was your weekend?',
  'Hello from a fellow coffee addict. Espresso or cappuccino?',
  'Hey, I like your smile. Where was that picture taken?',
  'Hi! You mentioned you love cooking. What is your best dish?',
];

const USER_LINES = [
  'Haha, that is funny. I work in IT, mostly fixing other people’s mistakes.',
  'I just got back from the gym, completely exhausted.',
  'Honestly I prefer a quiet night in with a good movie.',
  'What kind of music do you listen to?',
  'I have been to Spain twice, I would love to go back.',
  'My sister says I talk too much, so stop me if I do!',
  'Do you like sushi? There is a great place near my work.',
  'I am more of a morning person, sadly.',
  'That sounds lovely. Tell me more about yourself?',
  'I was thinking about you today, is that weird?',
  'Work was crazy today, but talking to you helps.',
  'Would you like to meet for a coffee sometime?',
  'Sorry for the late reply, I fell asleep on the sofa.',
  'I have two cats, they basically run my apartment.',
  'What would be your perfect Sunday?',
  'I love that you are so easy to talk to.',
  'You look great in your last photo, by the way.',
  'I am cooking pasta right now, want the recipe?',
];

const MODERATOR_LINES = [
  'Hi! Thank you, that is sweet of you. My day is getting better now :)',
  'Haha, I love that! I go hiking almost every weekend when the weather is nice.',
  'That photo was from my trip last summer, I miss the sea already.',
  'Not much, just relaxing with a cup of tea. And you?',
  'Welcome! Saying hi is the hardest part, you did great.',
  'Yes, that is Bella! She is the real star of my profile.',
  'Cappuccino, always. With a little cinnamon on top.',
  'My best dish is a lasagne my grandmother taught me to make.',
  'I listen to everything, but lately a lot of old soul music.',
  'A perfect Sunday? A long breakfast, a walk in the park and no alarm clock.',
  'You do not talk too much at all, I like hearing about your day.',
  'Sushi sounds amazing, I could eat it every day.',
  'Aww, that is not weird, it made me smile.',
  'Tell me something about you that is not on your profile.',
  'Two cats! What are their names?',
  'I am a night owl, so we will have to find a time in between :)',
  'Maybe, let’s get to know each other a little more first?',
  'That is so kind. What do you do to relax after a long day?',
  'I love travelling too. Where would you go next if you could?',
  'Send me the recipe, I will tell you if it beats mine!',
];

const USER_NOTES = [
  'Works night shifts as a nurse; writes late in the evening.',
  'Has two cats (Milo and Luna). Loves Italian food.',
  'Divorced, one daughter (8). Careful with jokes about family.',
  'Into hiking and photography. Planning a trip to Norway.',
  'Prefers short messages. Answers fast in the mornings.',
  'Asked twice about meeting; keep it light and friendly.',
  'Birthday in March. Likes old soul music.',
  'Lives alone, recently moved to the city for work.',
  'Talks about the gym a lot; compliment the progress.',
  'Fan of sushi and spicy food.',
];

const PERSONA_NOTES = [
  'Told him she works as a primary school teacher.',
  'Said she grew up by the sea and misses it.',
  'Mentioned a dog named Bella (golden retriever).',
  'Promised to share her lasagne recipe.',
  'Said she is saving for a trip to Japan.',
  'Told him she does yoga on Tuesdays.',
  'Mentioned a sister who lives abroad.',
  'Said she prefers cappuccino with cinnamon.',
];

/** A real user's message: the first of a chat says hello. */
export const userLine = (faker: Faker, first: boolean) =>
  faker.helpers.arrayElement(first ? USER_OPENERS : USER_LINES);

/** A moderator's answer. */
export const moderatorLine = (faker: Faker) => faker.helpers.arrayElement(MODERATOR_LINES);

/** A chatter's note about the real user of a chat. */
export const userNote = (faker: Faker) => faker.helpers.arrayElement(USER_NOTES);

/** A chatter's note of what the moderator said about herself, to stay consistent. */
export const personaNote = (faker: Faker) => faker.helpers.arrayElement(PERSONA_NOTES);

/** Every line the demo chats and notes are written from. */
export const DEMO_LINES: ReadonlySet<string> = new Set([
  ...USER_OPENERS,
  ...USER_LINES,
  ...MODERATOR_LINES,
  ...USER_NOTES,
  ...PERSONA_NOTES,
]);
