import { Button } from '@fns/design-system';
import { useState } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { toProblem, type Problem } from '../lib/problem';
import { saveFile } from '../lib/save-file';

interface ExportCsvButtonProps {
  /** Fetches the file with the list's filter in effect: it holds what the table is narrowed to, on every page. */
  download: () => Promise<DownloadedFile>;
  /** What a failure says when it brings no message of its own. */
  failureText: string;
  onProblem: (problem: Problem | null) => void;
}

/** "Export CSV" for a list (the audience lists, the audit log): fetched with the token, then handed to the browser as a download. */
export function ExportCsvButton({ download, failureText, onProblem }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    onProblem(null);
    try {
      const { blob, filename } = await download();
      saveFile(blob, filename);
    } catch (error) {
      onProblem(toProblem(error, failureText));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="secondary" size="form" loading={exporting} loadingLabel="Exporting" onClick={() => void exportCsv()}>
      Export CSV
    </Button>
  );
}
