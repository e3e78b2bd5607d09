import DashboardIcon from '@mui/icons-material/DashboardRounded';
import type { ReactElement } from 'react';
import { CanAccess, Menu as RaMenu, useTranslate } from 'react-admin';

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
  resource: string;
  action?: string;
}

/**
 * Menu entries in order, each gated by canAccess (role rules and listing checks). Screens add
 * their entry here when they exist; the admin-type and chatter menus differ only by these gates.
 */
const ENTRIES: Entry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon />, resource: 'dashboard' },
];

export function Menu() {
  const translate = useTranslate();
  return (
    <RaMenu>
      {ENTRIES.map((entry) => (
        <CanAccess key={entry.to} resource={entry.resource} action={entry.action ?? 'list'}>
          <RaMenu.Item to={entry.to} primaryText={translate(entry.label)} leftIcon={entry.icon} />
        </CanAccess>
      ))}
    </RaMenu>
  );
}
