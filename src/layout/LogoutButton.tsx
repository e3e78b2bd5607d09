import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';

export function LogoutButton() {
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
      {translate('app.menu.logout')}
    </Button>
  );
}
