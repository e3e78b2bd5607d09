import KeyIcon from '@mui/icons-material/KeyRounded';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import {
  CanAccess,
  AppBar as RaAppBar,
  TitlePortal,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { AfterFirstData } from '../lib/afterFirstData';
import { LogoutButton } from './LogoutButton';
import { QueueCounter } from './QueueCounter';
import { QueueAlerts } from './queueAlerts/QueueAlerts';

/**
 * Title, the live queue counter, the signed-in name and Logout (spec section 2 "Menus"). Memoized
 * like the Menu: react-admin's layout renders it again with each render of the routes above it.
 */
export const AppBar = memo(function AppBar() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <RaAppBar
      color="primary"
      userMenu={false}
      toolbar={
        <>
          {/* Live counters read on their own: after the screen's first data (lib/afterFirstData). */}
          <AfterFirstData>
            <QueueCounter />
            <CanAccess resource="queue" action="take">
              <QueueAlerts />
            </CanAccess>
          </AfterFirstData>
          {/* On a phone the page title needs the room: the name shows from tablets up. */}
          <Typography
            variant="body2"
            sx={{ mx: 1, fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
            data-testid="signed-in-name"
          >
            {identity?.fullName}
          </Typography>
          <Tooltip title={translate('app.change_password.menu')}>
            <IconButton
              color="inherit"
              component={Link}
              to="/account/password"
              aria-label={translate('app.change_password.menu')}
            >
              <KeyIcon />
            </IconButton>
          </Tooltip>
          <LogoutButton />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
});
