/** How a list's entries are counted in text: "1 sign-up", "3 sign-ups". */
export interface Noun {
  one: string;
  many: string;
}

export const countOf = (count: number, noun: Noun) => `${count} ${count === 1 ? noun.one : noun.many}`;

/** The noun narrowed by a word, e.g. "confirmed sign-ups"; the noun itself without one. */
export const qualified = (noun: Noun, word: string | null): Noun =>
  word ? { one: `${word} ${noun.one}`, many: `${word} ${noun.many}` } : noun;
