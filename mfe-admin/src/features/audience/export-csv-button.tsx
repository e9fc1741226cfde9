import { Button } from '@fns/design-system';
import { useState } from 'react';
import { fetchAudienceCsv } from '../../lib/audience-api';
import { AUDIENCE_ERRORS } from '../../lib/api-messages';
import type { AudienceFilter, AudienceList } from '../../lib/audience-types';
import { toProblem, type Problem } from '../../lib/problem';
import { saveFile } from '../../lib/save-file';

interface ExportCsvButtonProps {
  list: AudienceList;
  /** The filter in effect: the file holds what the table is narrowed to, on every page. */
  filter: AudienceFilter;
  onProblem: (problem: Problem | null) => void;
}

export function ExportCsvButton({ list, filter, onProblem }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    onProblem(null);
    try {
      const { blob, filename } = await fetchAudienceCsv(list, filter);
      saveFile(blob, filename);
    } catch (error) {
      onProblem(toProblem(error, AUDIENCE_ERRORS.export));
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
