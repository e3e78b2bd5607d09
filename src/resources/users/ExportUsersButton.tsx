import DownloadIcon from '@mui/icons-material/DownloadRounded';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { downloadCsv, type ExportProgress, saveBlob } from '../../lib/downloadCsv';

/**
 * 'Export users' (super admin): asks for a 60 s single-use ticket, streams the server-built CSV
 * with a progress bar, then saves users-<date>.csv. The session key never goes into a URL.
 */
export function ExportUsersButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function exportUsers() {
    setProgress({ rows: 0, total: null });
    try {
      const { ticket } = await dataProvider.createExportTicket();
      const { blob, fileName } = await downloadCsv('/internal/users.csv', ticket, setProgress);
      saveBlob(blob, fileName);
      notify('app.users.export_done', { type: 'success', messageArgs: { file: fileName } });
    } catch (error) {
      notify('app.users.export_failed', {
        type: 'error',
        messageArgs: { reason: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setProgress(null);
    }
  }

  const percent =
    progress?.total && progress.total > 0
      ? Math.min(100, (progress.rows / progress.total) * 100)
      : null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 160 }}>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={exportUsers}
        disabled={progress !== null}
      >
        {translate('app.users.export')}
      </Button>
      {progress && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={translate('app.users.exporting')}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('app.users.export_progress', {
              rows: progress.rows.toLocaleString(),
              total: progress.total?.toLocaleString() ?? '…',
            })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
