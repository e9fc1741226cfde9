/** SPEC section 9: every policy was last updated on this date. */
export const POLICY_LAST_UPDATED = 'April 14, 2025';
export const COMPANY_NAME = 'Founders Never Solo, Inc.';
export const COMPANY_ADDRESS = '548 Market Street, Suite 200, San Francisco, CA 94104';

export interface LegalTable {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** A paragraph, a bulleted list or a table. */
export type LegalBlock = string | { list: readonly string[] } | { table: LegalTable };

/** SPEC section 3: a legal section is an id, a title and its content. */
export interface LegalSection {
  id: string;
  title: string;
  content: readonly LegalBlock[];
}
