/**
 * The Snowball English ("Porter2") stemmer, the algorithm mongod's text indexes use for
 * `english` (through libstemmer): https://snowballstem.org/algorithms/english/stemmer.html.
 * Written out here because no stemmer package is in the offline pnpm store; it follows the
 * published algorithm step by step (longest matching suffix of each step, then its condition).
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt'];
const LI_ENDINGS = new Set(['c', 'd', 'e', 'g', 'h', 'k', 'm', 'n', 'r', 't']);

const EXCEPTIONS: Record<string, string> = {
  skis: 'ski', skies: 'sky', dying: 'die', lying: 'lie', tying: 'tie', idly: 'idl', gently: 'gentl',
  ugly: 'ugli', early: 'earli', only: 'onli', singly: 'singl', sky: 'sky', news: 'news', howe: 'howe',
  atlas: 'atlas', cosmos: 'cosmos', bias: 'bias', andes: 'andes',
};
const AFTER_STEP_1A = new Set(['inning', 'outing', 'canning', 'herring', 'earring', 'proceed', 'exceed', 'succeed']);

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.has(c);

/** Start of the region after the first non-vowel that follows a vowel at or after `from` (R1 from 0, R2 from R1). */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i += 1) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function endsShortSyllable(word: string, end = word.length): boolean {
  const a = word[end - 3];
  const b = word[end - 2];
  const c = word[end - 1];
  if (end === 2) return isVowel(b) && !isVowel(c);
  return !isVowel(a) && isVowel(b) && c !== undefined && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y';
}

/** The longest of `suffixes` the word ends with. */
function longest(word: string, suffixes: string[]): string | undefined {
  let best: string | undefined;
  for (const suffix of suffixes) if (word.endsWith(suffix) && (!best || suffix.length > best.length)) best = suffix;
  return best;
}

const STEP2: Record<string, string> = {
  tional: 'tion', enci: 'ence', anci: 'ance', abli: 'able', entli: 'ent', izer: 'ize', ization: 'ize',
  ational: 'ate', ation: 'ate', ator: 'ate', alism: 'al', aliti: 'al', alli: 'al', fulness: 'ful',
  ousli: 'ous', ousness: 'ous', iveness: 'ive', iviti: 'ive', biliti: 'ble', bli: 'ble', ogi: 'og',
  fulli: 'ful', lessli: 'less', li: '',
};
const STEP3: Record<string, string> = {
  tional: 'tion', ational: 'ate', alize: 'al', icate: 'ic', iciti: 'ic', ical: 'ic', ful: '', ness: '', ative: '',
};
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'ion'];

export function stemEnglish(input: string): string {
  if (input.length <= 2) return input;
  const exception = EXCEPTIONS[input];
  if (exception) return exception;
  let word = input.startsWith("'") ? input.slice(1) : input;
  if (word.startsWith('y')) word = `Y${word.slice(1)}`;
  word = word.replace(/([aeiouy])y/g, '$1Y');

  const r1 = /^(gener|commun|arsen)/.exec(word)?.[0].length ?? regionAfter(word, 0);
  const r2Start = regionAfter(word, r1);
  const inR1 = (suffix: string) => word.length - suffix.length >= r1;
  const inR2 = (suffix: string) => word.length - suffix.length >= r2Start;

  // Step 0
  const s0 = longest(word, ["'s'", "'s", "'"]);
  if (s0) word = word.slice(0, -s0.length);

  // Step 1a
  const s1a = longest(word, ['sses', 'ied', 'ies', 's', 'us', 'ss']);
  if (s1a === 'sses') word = `${word.slice(0, -4)}ss`;
  else if (s1a === 'ied' || s1a === 'ies') word = word.length > 4 ? `${word.slice(0, -3)}i` : `${word.slice(0, -3)}ie`;
  else if (s1a === 's') {
    const stem = word.slice(0, -1);
    if ([...stem.slice(0, -1)].some((c) => isVowel(c))) word = stem;
  }
  if (AFTER_STEP_1A.has(word)) return word;

  // Step 1b
  const s1b = longest(word, ['eed', 'eedly', 'ed', 'edly', 'ing', 'ingly']);
  if (s1b === 'eed' || s1b === 'eedly') {
    if (inR1(s1b)) word = `${word.slice(0, -s1b.length)}ee`;
  } else if (s1b) {
    const stem = word.slice(0, -s1b.length);
    if ([...stem].some((c) => isVowel(c))) {
      word = stem;
      if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) word += 'e';
      else if (DOUBLES.some((d) => word.endsWith(d))) word = word.slice(0, -1);
      else if (r1 >= word.length && endsShortSyllable(word)) word += 'e';
    }
  }

  // Step 1c
  if (word.length > 2 && (word.endsWith('y') || word.endsWith('Y')) && !isVowel(word[word.length - 2])) {
    word = `${word.slice(0, -1)}i`;
  }

  // Step 2
  const s2 = longest(word, Object.keys(STEP2));
  if (s2 && inR1(s2)) {
    const before = word[word.length - s2.length - 1];
    if (s2 === 'ogi') {
      if (before === 'l') word = `${word.slice(0, -3)}og`;
    } else if (s2 === 'li') {
      if (before !== undefined && LI_ENDINGS.has(before)) word = word.slice(0, -2);
    } else word = word.slice(0, -s2.length) + (STEP2[s2] as string);
  }

  // Step 3
  const s3 = longest(word, Object.keys(STEP3));
  if (s3 && inR1(s3)) {
    if (s3 === 'ative') {
      if (inR2(s3)) word = word.slice(0, -5);
    } else word = word.slice(0, -s3.length) + (STEP3[s3] as string);
  }

  // Step 4
  const s4 = longest(word, STEP4);
  if (s4 && inR2(s4)) {
    if (s4 === 'ion') {
      const before = word[word.length - 4];
      if (before === 's' || before === 't') word = word.slice(0, -3);
    } else word = word.slice(0, -s4.length);
  }

  // Step 5
  if (word.endsWith('e')) {
    if (inR2('e') || (inR1('e') && !endsShortSyllable(word, word.length - 1))) word = word.slice(0, -1);
  } else if (word.endsWith('l') && inR2('l') && word[word.length - 2] === 'l') {
    word = word.slice(0, -1);
  }
  return word.replace(/Y/g, 'y');
}
