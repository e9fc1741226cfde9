import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table';
import type { AudienceListInfo } from '../../lib/audience-lists';
import type { AudienceEntry } from '../../lib/audience-types';
import type { Problem } from '../../lib/problem';

/** What a cell may do to its row: show a change at once, and report a failed one above the table. */
export interface RowActions<Item> {
  replace: (item: Item) => void;
  report: (problem: Problem | null) => void;
}

export interface AudienceColumn<Item> extends Omit<Column<Item>, 'cell' | 'actions'> {
  cell: (item: Item, actions: RowActions<Item>) => ReactNode;
}

/** One audience page: the generic list screen is configured by this, not copied. */
export interface AudienceConfig<Item extends AudienceEntry> {
  info: AudienceListInfo;
  intro: string;
  /** Names the table, e.g. "Sign-ups". */
  heading: string;
  searchLabel: string;
  columns: AudienceColumn<Item>[];
  /** Names an entry in its Delete button and the confirmation, e.g. "sign-up of Ada Lovelace (ada@example.com)". */
  entryName: (item: Item) => string;
  /** Narrows the list: "Unhandled only" (contact messages), or by where a sign-up stands (the mailing lists). */
  filter?: 'unhandled' | 'status';
  /** The list's own actions on an entry, in its Actions cell before Delete (the wait list's Resend and Revoke). */
  rowActions?: (item: Item, actions: RowActions<Item>) => ReactNode;
}
