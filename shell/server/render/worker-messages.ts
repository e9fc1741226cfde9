/** Messages between the shell's server and its render worker (one page at a time per id). */
export interface ToWorker {
  id: number;
  url: string;
  siteUrl: string;
}

export type FromWorker =
  | { id: 0; type: 'ready'; failed: string[] }
  | { id: number; type: 'head'; status: number; headers: Record<string, string> }
  | { id: number; type: 'chunk'; chunk: string }
  | { id: number; type: 'end'; failure?: string }
  | { id: number; type: 'error'; message: string };
