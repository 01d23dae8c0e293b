// English counts agree with their noun: the dictionaries say "{{0}} coins",
// and a count of exactly 1 made "1 coins", "1 tries" (a walk through the app,
// 2026-11-28), and "1 more days to the 3-day reward" (the streak card). One
// pass over the filled English text, rather than a second key for every
// count; Chinese and Malay nouns take no plural.
const SINGULAR: Record<string, string> = {
  coins: 'coin',
  questions: 'question',
  spins: 'spin',
  seconds: 'second',
  places: 'place',
  answers: 'answer',
  tries: 'try',
  sets: 'set',
  players: 'player',
  minutes: 'minute',
  days: 'day',
  rounds: 'round',
  hours: 'hour',
};
/** the verbs the dictionaries put straight after a count ("{{0}} coins expire") */
const THIRD_PERSON: Record<string, string> = { expire: 'expires' };
const ONE = new RegExp(
  `(^|[^\\d.,])1 (more )?(${Object.keys(SINGULAR).join('|')})\\b(?: (${Object.keys(THIRD_PERSON).join('|')})\\b)?`,
  'g',
);

/** "1 coins expire" -> "1 coin expires", "1 more days" -> "1 more day", and the like; "11 coins", "1.00 coins" and "0.1 coins" stay. */
export function agreeEnglishCounts(text: string): string {
  return text.replace(
    ONE,
    (_, before: string, more: string | undefined, noun: string, verb: string | undefined) =>
      `${before}1 ${more ?? ''}${SINGULAR[noun] ?? noun}${verb ? ` ${THIRD_PERSON[verb] ?? verb}` : ''}`,
  );
}
