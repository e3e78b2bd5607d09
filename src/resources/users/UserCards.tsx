import {
  Avatar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { ListNoResults, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UserListItem } from '../../../contract/users';
import { displayedAge } from '../../lib/age';

/** The card view of the user list: each card opens /users/edit/{id}. */
export function UserCards() {
  const { data, isPending } = useListContext<UserListItem>();
  const translate = useTranslate();
  // The same 'No Users found' line (with Clear filters) the table shows.
  if (!isPending && data?.length === 0) return <ListNoResults />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
      }}
    >
      {data?.map((user) => (
        <Card
          key={user.id}
          variant="outlined"
          sx={user.reports.length ? { borderColor: 'error.light' } : {}}
        >
          <CardActionArea component={Link} to={`/users/edit/${user.id}`}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
                  {user.display_name.slice(0, 1)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" noWrap>
                    {user.display_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[displayedAge(user.age), user.country].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
                <Chip
                  size="small"
                  color={user.isOnline ? 'success' : 'default'}
                  label={translate(user.isOnline ? 'app.users.online' : 'app.users.offline')}
                />
                {user.reports.length > 0 && (
                  <Chip
                    size="small"
                    color="error"
                    label={translate('app.users.reports_count', {
                      smart_count: user.reports.length,
                    })}
                  />
                )}
                {user.is_blocked && (
                  <Chip size="small" color="warning" label={translate('app.users.blocked')} />
                )}
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
