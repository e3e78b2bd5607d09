import AddIcon from '@mui/icons-material/AddRounded';
import { Fab, Tooltip } from '@mui/material';
import { CanAccess } from 'react-admin';
import { Link } from 'react-router-dom';

/** The round '+' at the bottom right of a card list, for those allowed the action. */
export function RoundAddButton({
  to,
  label,
  resource,
  action,
}: {
  to: string;
  label: string;
  resource: string;
  action: string;
}) {
  return (
    <CanAccess resource={resource} action={action}>
      <Tooltip title={label}>
        <Fab
          color="primary"
          component={Link}
          to={to}
          aria-label={label}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      </Tooltip>
    </CanAccess>
  );
}
