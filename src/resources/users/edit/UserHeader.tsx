import { Avatar, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { mediaUrl } from '../../../lib/mediaKind';
import { UserActions } from './UserActions';

/** The header card: name, online and blocked chips, and the block buttons for admins. */
export function UserHeader({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const reports = user.reports?.length ?? 0;
  return (
    <Card component="section" aria-labelledby="user-detail-name">
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar src={user.avatar ? mediaUrl(user.avatar) : undefined} alt="" />
            <div>
              <Typography id="user-detail-name" variant="h5" component="h1">
                {user.display_name}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  data-testid="online-status"
                  color={user.isOnline ? 'success' : 'default'}
                  label={translate(
                    user.isOnline ? 'app.user_detail.online' : 'app.user_detail.offline',
                  )}
                />
                <Chip
                  size="small"
                  data-testid="blocked-status"
                  color={user.is_blocked ? 'error' : 'default'}
                  variant={user.is_blocked ? 'filled' : 'outlined'}
                  label={translate(
                    user.is_blocked ? 'app.user_detail.blocked' : 'app.user_detail.not_blocked',
                  )}
                />
                {reports > 0 && (
                  <Chip
                    size="small"
                    color="warning"
                    label={translate('app.user_detail.reports_count', { smart_count: reports })}
                  />
                )}
              </Stack>
            </div>
          </Stack>
          <CanAccess resource="users" action="block">
            <UserActions user={user} />
          </CanAccess>
        </Stack>
      </CardContent>
    </Card>
  );
}
