import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

/** Logout: icon and word, the icon alone on a phone (its name stays "Logout"). */
export function LogoutButton() {
  const logout = useLogout();
  const translate = useTranslate();
  const label = translate('app.menu.logout');
  return (
    <Button
      color="inherit"
      aria-label={label}
      startIcon={<LogoutIcon />}
      onClick={() => logout()}
      sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
