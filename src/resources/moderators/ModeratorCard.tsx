import EditIcon from '@mui/icons-material/EditRounded';
import PersonIcon from '@mui/icons-material/PersonRounded';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModeratorCard as Card_ } from '../../../contract/moderators';
import { StartChatButton } from '../../chat/startChat/StartChatButton';
import { displayedAge } from '../../lib/age';
import { mediaUrl } from '../../lib/mediaKind';

/** One moderator: primary photo (thumbnail), name, age, place, online dot, counts, edit. */
export function ModeratorCard({ moderator }: { moderator: Card_ }) {
  const translate = useTranslate();
  const age = displayedAge(moderator.age);
  const place = [moderator.city, moderator.country].filter(Boolean).join(', ');
  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
      data-testid="moderator-card"
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {moderator.avatar ? (
          <Box
            component="img"
            src={mediaUrl(moderator.avatar)}
            alt=""
            loading="lazy"
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            }}
          />
        ) : (
          <PersonIcon
            sx={{ fontSize: 64, color: 'text.disabled', position: 'absolute', inset: 0, m: 'auto' }}
          />
        )}
        <Box
          role="img"
          aria-label={translate(moderator.isOnline ? 'app.users.online' : 'app.users.offline')}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            width: 12,
            height: 12,
            borderRadius: '50%',
            border: '2px solid white',
            bgcolor: moderator.isOnline ? 'success.main' : 'grey.400',
          }}
        />
      </Box>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography variant="subtitle1" noWrap title={moderator.display_name}>
          {moderator.display_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[age === null ? null : translate('app.staff.age', { age }), place || null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {(['photos', 'stories', 'moments'] as const)
            .map((kind) =>
              translate(`app.moderators.count.${kind}`, {
                smart_count: moderator[`${kind}_count`],
              }),
            )
            .join(' · ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <StartChatButton moderatorId={moderator.id} name={moderator.display_name} />
          <Tooltip title={translate('app.moderators.edit')}>
            <IconButton
              component={Link}
              to={`/moderators/edit/${moderator.id}`}
              size="small"
              aria-label={translate('app.moderators.edit_named', { name: moderator.display_name })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </CardActions>
    </Card>
  );
}
