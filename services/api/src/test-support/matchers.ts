/**
 * Jest's asymmetric matchers, typed `unknown`: @types/jest types them `any`, which switches type
 * checking off for the expected object they sit in. They match exactly as Jest's own.
 */
export const match = {
  any: (type: unknown): unknown => expect.any(type),
  stringMatching: (pattern: string | RegExp): unknown => expect.stringMatching(pattern),
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  objectContaining: (shape: object): unknown => expect.objectContaining(shape),
};
