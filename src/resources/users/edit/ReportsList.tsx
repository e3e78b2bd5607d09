import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Report } from '../../../../contract/users';
import { formatDate } from '../../../lib/dates';
import { Section } from './Section';

/** The reports against the user: reason and date; 'No reports' when there are none. */
export function ReportsList({ reports }: { reports: Report[] | null | undefined }) {
  const translate = useTranslate();
  return (
    <Section id="user-reports" title={translate('app.user_detail.sections.reports')}>
      {reports?.length ? (
        <List dense disablePadding aria-labelledby="user-reports-heading">
          {reports.map((report) => (
            <ListItem key={report.id} divider disableGutters>
              <ListItemText primary={report.reason} secondary={formatDate(report.created_at)} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('app.user_detail.no_reports')}</Typography>
      )}
    </Section>
  );
}
