import EditIcon from '@mui/icons-material/EditRounded';
import VisibilityIcon from '@mui/icons-material/VisibilityRounded';
import {
  Avatar,
  Badge,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { CanAccess, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { presenceOf } from '../../../contract/presence';
import type { StaffProfile } from '../../../contract/staff';
import { displayedAge } from '../../lib/age';
import { EMAIL_VISIBLE, maskEmail } from '../../lib/mask';
import { OnlineDot } from '../../statistics/OnlineDot';
import { DeleteStaffButton } from './DeleteStaffButton';
import { ResetPasswordButton } from './ResetPasswordButton';
import type { StaffKind } from './staffKinds';

/** One admin or worker: name, online dot, age (+17), masked email, view/edit/trash. */
export function StaffCard({ kind, profile }: { kind: StaffKind; profile: StaffProfile }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: canEditOthers } = useCanAccess({
    resource: kind,
    action: 'edit',
    record: profile,
  });
  const canEdit = canEditOthers || identity?.id === profile.id;
  const age = displayedAge(profile.age);
  const lastSeen = profile.user_last_seen ? Date.parse(profile.user_last_seen) : null;
  const presence = presenceOf(lastSeen, Date.now(), profile.isOnline);
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Badge
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeContent={<OnlineDot lastContactMs={lastSeen} signedIn={profile.isOnline} />}
          >
            <Avatar sx={{ bgcolor: 'primary.main' }}>{profile.first_name.slice(0, 1)}</Avatar>
          </Badge>
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" noWrap>
              {profile.fullName || translate('app.staff.no_name')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {maskEmail(profile.email, EMAIL_VISIBLE)}
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {[
            translate(`app.staff.presence.${presence}`),
            age === null ? null : translate('app.staff.age', { age }),
            profile.roles[0] ? translate(`app.roles.${profile.roles[0]}`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={translate('app.staff.view')}>
          <IconButton
            component={Link}
            to={`/${kind}/view/${profile.id}`}
            size="small"
            aria-label={translate('app.staff.view_named', { name: profile.fullName })}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {canEdit && (
          <Tooltip title={translate('app.staff.edit')}>
            <IconButton
              component={Link}
              to={`/${kind}/edit/${profile.id}`}
              size="small"
              aria-label={translate('app.staff.edit_named', { name: profile.fullName })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <CanAccess resource={kind} action="reset_password" record={profile}>
          <ResetPasswordButton profile={profile} />
        </CanAccess>
        <CanAccess resource={kind} action="delete">
          {identity?.id !== profile.id && <DeleteStaffButton kind={kind} profile={profile} />}
        </CanAccess>
      </CardActions>
    </Card>
  );
}
