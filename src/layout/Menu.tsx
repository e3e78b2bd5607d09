import AdminIcon from '@mui/icons-material/AdminPanelSettingsRounded';
import BriefingsIcon from '@mui/icons-material/CampaignRounded';
import DashboardIcon from '@mui/icons-material/DashboardRounded';
import ModeratorsIcon from '@mui/icons-material/FaceRetouchingNaturalRounded';
import QueueIcon from '@mui/icons-material/ForumRounded';
import InvitationsIcon from '@mui/icons-material/InsertLinkRounded';
import AuditIcon from '@mui/icons-material/ManageHistoryRounded';
import SystemIcon from '@mui/icons-material/MonitorHeartRounded';
import UsersIcon from '@mui/icons-material/PeopleAltRounded';
import SavedRepliesIcon from '@mui/icons-material/QuickreplyRounded';
import WorkersIcon from '@mui/icons-material/SupportAgentRounded';
import { memo, type ReactElement } from 'react';
import { CanAccess, Menu as RaMenu, useTranslate } from 'react-admin';
import { AfterFirstData } from '../lib/afterFirstData';
import { ContactInboxMenuItem } from '../resources/contactMessages/ContactInboxMenuItem';
import { ChatterCounter } from '../statistics/chatter/ChatterCounter';
import { useQueueAllowed } from './useQueueAllowed';

interface Entry {
  to: string;
  label: string;
  icon: ReactElement;
  resource: string;
  /** Defaults to 'list'; 'menu' when the entry is narrower than the page. */
  action?: string;
}

/**
 * Menu entries in order, each gated by canAccess (role rules and listing checks). Screens add
 * their entry here when they exist; the admin-type and chatter menus differ only by these gates.
 */
const ENTRIES: Entry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon />, resource: 'dashboard' },
  { to: '/users', label: 'app.menu.users', icon: <UsersIcon />, resource: 'users', action: 'menu' },
  {
    to: '/admins',
    label: 'app.menu.admins',
    icon: <AdminIcon />,
    resource: 'admins',
    action: 'menu',
  },
  {
    to: '/workers',
    label: 'app.menu.workers',
    icon: <WorkersIcon />,
    resource: 'workers',
    action: 'menu',
  },
  {
    to: '/moderators',
    label: 'app.menu.moderators',
    icon: <ModeratorsIcon />,
    resource: 'moderators',
    action: 'menu',
  },
  {
    to: '/briefings',
    label: 'app.menu.briefings',
    icon: <BriefingsIcon />,
    resource: 'briefings',
  },
  {
    to: '/myBriefings',
    label: 'app.menu.my_briefings',
    icon: <BriefingsIcon />,
    resource: 'myBriefings',
  },
  {
    to: '/savedReplies',
    label: 'app.menu.saved_replies',
    icon: <SavedRepliesIcon />,
    resource: 'savedReplies',
  },
  {
    to: '/invitations',
    label: 'app.menu.invitations',
    icon: <InvitationsIcon />,
    resource: 'invitations',
  },
  { to: '/audit', label: 'app.menu.audit', icon: <AuditIcon />, resource: 'audit' },
  { to: '/system', label: 'app.menu.system', icon: <SystemIcon />, resource: 'system' },
];

/** CHAT IN QUEUE: chatters only, and only while their chat-queue permission allows (live). */
function QueueMenuItem() {
  const translate = useTranslate();
  if (!useQueueAllowed()) return null;
  return (
    <RaMenu.Item
      to="/pendingChats"
      primaryText={translate('app.menu.chat_in_queue')}
      leftIcon={<QueueIcon />}
    />
  );
}

/**
 * Memoized: react-admin's layout renders it again with every render of the routes above it (three
 * times before a cold load's first row), and it reads nothing from them.
 */
export const Menu = memo(function Menu() {
  const translate = useTranslate();
  return (
    <>
      <RaMenu>
        {ENTRIES.map((entry) => (
          <CanAccess key={entry.to} resource={entry.resource} action={entry.action ?? 'list'}>
            <RaMenu.Item to={entry.to} primaryText={translate(entry.label)} leftIcon={entry.icon} />
          </CanAccess>
        ))}
        {/* The last entries, which read live counts: after the screen's first data. */}
        <AfterFirstData>
          <CanAccess resource="contactMessages" action="list">
            <ContactInboxMenuItem />
          </CanAccess>
          <CanAccess resource="queue" action="take">
            <QueueMenuItem />
          </CanAccess>
        </AfterFirstData>
      </RaMenu>
      {/* Beside the menu list, not in it: a role="menu" holds menu items only. */}
      <AfterFirstData>
        <CanAccess resource="workerStatistics" action="counter">
          <ChatterCounter />
        </CanAccess>
      </AfterFirstData>
    </>
  );
});
