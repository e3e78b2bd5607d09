import { Badge } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import contactMessages from '.';
import { useOpenContactCount } from './useOpenContactCount';

/** The menu's Contact inbox, with the number of open messages as a badge. */
export function ContactInboxMenuItem() {
  const translate = useTranslate();
  const open = useOpenContactCount() ?? 0;
  const Icon = contactMessages.icon;
  return (
    <Menu.Item
      to="/contactMessages"
      primaryText={translate('app.menu.contact_inbox')}
      aria-label={
        open
          ? `${translate('app.menu.contact_inbox')}, ${translate('app.menu.contact_inbox_open', { smart_count: open })}`
          : undefined
      }
      leftIcon={
        open > 0 ? (
          <Badge
            badgeContent={open}
            color="error"
            max={99}
            data-testid="contact-inbox-badge"
            overlap="circular"
          >
            <Icon />
          </Badge>
        ) : (
          <Icon />
        )
      }
    />
  );
}
