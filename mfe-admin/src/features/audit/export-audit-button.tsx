import type { AuditAction } from '@fns/contracts';
import { Button } from '@fns/design-system';
import { useState } from 'react';
import { AUDIT_ERRORS } from '../../lib/api-messages';
import { fetchAuditCsv } from '../../lib/audit-api';
import { toProblem, type Problem } from '../../lib/problem';
import { saveFile } from '../../lib/save-file';

interface ExportAuditButtonProps {
  /** The filter in effect: the file holds what the table is narrowed to, on every page. */
  action: AuditAction | null;
  onProblem: (problem: Problem | null) => void;
}

/** "Export CSV", as on the audience lists: fetched with the token, then handed to the browser as a download. */
export function ExportAuditButton({ action, onProblem }: ExportAuditButtonProps) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    onProblem(null);
    try {
      const { blob, filename } = await fetchAuditCsv(action);
      saveFile(blob, filename);
    } catch (error) {
      onProblem(toProblem(error, AUDIT_ERRORS.export));
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
