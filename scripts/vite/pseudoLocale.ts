import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * The pseudo-locale: English made longer and accented, so a layout that would clip or crowd a translation shows it in
 * a test before any translator is asked. Its catalogs are made from the English ones at build time (no file of its
 * own): every message keeps its variables, plurals and selects, its literal text gets accents and is padded about 40 %
 * longer between brackets, e.g. "[Ádd Ñéw Áddréšš····]" (the brackets also show that the text came from a catalog).
 */

/** A compiled message, as the build gives Lingui's runtime: text and variable tokens (compileMessageOrThrow). */
export type CompiledMessage = ReturnType<typeof compileMessageOrThrow>;
type Tokens = CompiledMessage;
type Token = Tokens[number];

const ACCENTED: Record<string, string> = {
  a: 'á',
  c: 'ç',
  e: 'é',
  i: 'í',
  n: 'ñ',
  o: 'ó',
  s: 'š',
  u: 'ú',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  C: 'Ç',
  E: 'É',
  I: 'Í',
  N: 'Ñ',
  O: 'Ó',
  S: 'Š',
  U: 'Ú',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer a padded message is than its English text: German and Tamil run 30-40 % longer than English. */
export const PSEUDO_GROWTH = 0.4;
const PAD = '·';
const PAD_WORD = 6;

/** A text with its letters accented (a → á), every other character kept. */
export const accent = (text: string): string => text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);

/** The literal text of a compiled message: its text tokens and, of a plural or select, its longest branch. */
function literalLength(tokens: Tokens): number {
  return tokens.reduce<number>((length, token) => length + tokenLength(token), 0);
}

/** The branches of a plural or select token (`one`, `other`, `=0`), without its other fields (`offset`). */
function branchesOf(token: Exclude<Token, string>): [string, Tokens][] {
  const branches = token[2];
  if (!branches || typeof branches !== 'object') return [];
  return Object.entries(branches).filter((entry): entry is [string, Tokens] => Array.isArray(entry[1]));
}

function tokenLength(token: Token): number {
  if (typeof token === 'string') return token === '#' ? 0 : token.length;
  return Math.max(0, ...branchesOf(token).map(([, branch]) => literalLength(branch)));
}

function accentTokens(tokens: Tokens): Tokens {
  return tokens.map((token): Token => {
    // `#` alone is a plural's count, not text.
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    const branches = branchesOf(token);
    if (branches.length === 0) return token;
    const [name, format, fields] = token;
    const accented = Object.fromEntries(branches.map(([key, branch]) => [key, accentTokens(branch)]));
    return [name, format, { ...(fields as object), ...accented }] as Token;
  });
}

/**
 * `count` padding marks in words of at most PAD_WORD: a longer sentence has more words, not one endless word (a run of
 * 40 marks would overflow any phone line, which no translation does).
 */
function padding(count: number): string {
  const words: string[] = [];
  for (let left = count; left > 0; left -= PAD_WORD) words.push(PAD.repeat(Math.min(PAD_WORD, left)));
  return words.join(' ');
}

/** A compiled message in the pseudo-locale: accented, bracketed and padded; an empty message stays empty. */
export function pseudoMessage(tokens: Tokens): Tokens {
  if (tokens.length === 0) return tokens;
  const length = literalLength(tokens);
  return ['[', ...accentTokens(tokens), `${padding(Math.ceil(length * PSEUDO_GROWTH) - 2)}]`];
}

/**
 * A message without variables as the pseudo-locale shows it (the e2e tests find the pseudo-locale's controls by it).
 */
export function pseudoText(message: string): string {
  const tokens = pseudoMessage(compileMessageOrThrow(message));
  if (!tokens.every((token) => typeof token === 'string')) throw new Error(`"${message}" has variables`);
  return tokens.join('');
}
