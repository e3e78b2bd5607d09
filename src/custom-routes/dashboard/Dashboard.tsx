import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  CanAccess,
  Title,
  useCanAccess,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { landingScreens } from '../../landingScreens';
import { lazyScreen } from '../../lib/lazyScreen';

// Each role's dashboard loads its own code: a chatter's no charts, an admin's no chat workspace.
const ChatDashboard = lazyScreen(landingScreens.chatDashboard);
const StatisticsDashboard = lazyScreen(landingScreens.statisticsDashboard);

/**
 * / and /dashboard: a chatter's chat workspace; admins see the worker statistics (spec section 2
 * 'Dashboard'); other staff are greeted.
 */
export default function Dashboard() {
  const workspace = useCanAccess({ resource: 'chat', action: 'work' });
  const statistics = useCanAccess({ resource: 'workerStatistics', action: 'list' });
  if (workspace.isPending || statistics.isPending) return null;
  if (workspace.canAccess) return <ChatDashboard />;
  if (statistics.canAccess) return <StatisticsDashboard />;
  return <Welcome />;
}

function Welcome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const role = usePermissions<string[]>().permissions?.[0];
  return (
    <Stack spacing={3} sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('app.menu.dashboard')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {role && (
            <Typography color="text.secondary">
              {translate('app.dashboard.signed_in_as', { role: translate(`app.roles.${role}`) })}
            </Typography>
          )}
        </CardContent>
      </Card>
      <CanAccess resource="workers" action="invite">
        <Card>
          <CardContent>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between' }}
            >
              <Typography color="text.secondary">
                {translate('app.dashboard.invite_hint')}
              </Typography>
              <Button
                component={Link}
                to="/workers/newInvitation/"
                variant="contained"
                startIcon={<PersonAddIcon />}
              >
                {translate('app.dashboard.invite')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </CanAccess>
    </Stack>
  );
}
