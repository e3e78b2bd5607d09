import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatCount, type Point } from './series';

/** The figures of a chart as a table: its alternative for screen readers, and the dialogs' table. */
export function SeriesTable({
  points,
  caption,
  slotLabel,
  stickyHeader,
  sx,
}: {
  points: Point[];
  caption: string;
  /** The first column's heading: Day, Hour or Date. */
  slotLabel: string;
  /** Keeps the headings in view while a long table scrolls (the dialogs). */
  stickyHeader?: boolean;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  const total = (key: 'sent' | 'received') => points.reduce((sum, point) => sum + point[key], 0);
  return (
    <Table size="small" stickyHeader={stickyHeader} sx={sx}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {slotLabel}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('app.statistics.sent')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('app.statistics.received')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {points.map((point) => (
          <TableRow key={point.label}>
            <TableCell component="th" scope="row">
              {point.label}
            </TableCell>
            <TableCell align="right">{formatCount(point.sent)}</TableCell>
            <TableCell align="right">{formatCount(point.received)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontWeight: 600 } }}>
        <TableRow>
          <TableCell component="th" scope="row">
            {translate('app.statistics.total')}
          </TableCell>
          <TableCell align="right">{formatCount(total('sent'))}</TableCell>
          <TableCell align="right">{formatCount(total('received'))}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
