import DownloadIcon from '@mui/icons-material/DownloadRounded';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { auditQueryOf } from '../../dataProvider/auditQuery';
import { downloadCsv, type ExportProgress, saveBlob } from '../../lib/downloadCsv';

/**
 * Exports the entries the list's filters keep, all of them, as CSV: a single-use ticket, then the
 * server's stream (the rows counted as they arrive), saved as audit-<date>.csv.
 */
export function ExportAuditButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function exportAudit() {
    setProgress({ rows: 0, total: null });
    try {
      const { ticket } = await dataProvider.createAuditExportTicket();
      const filters = Object.fromEntries(
        Object.entries(auditQueryOf(filterValues)).map(([name, value]) => [name, String(value)]),
      );
      const { blob, fileName } = await downloadCsv('/internal/audit.csv', ticket, setProgress, {
        filters,
      });
      saveBlob(blob, fileName);
      notify('app.audit.export_done', { type: 'success', messageArgs: { file: fileName } });
    } catch (error) {
      notify('app.audit.export_failed', {
        type: 'error',
        messageArgs: { reason: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 160 }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={exportAudit}
        disabled={progress !== null}
      >
        {translate('app.audit.export')}
      </Button>
      {progress && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="indeterminate" aria-label={translate('app.audit.exporting')} />
          <Typography variant="caption" color="text.secondary">
            {translate('app.audit.export_progress', { rows: progress.rows.toLocaleString() })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
