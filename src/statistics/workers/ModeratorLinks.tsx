import EditIcon from '@mui/icons-material/EditRounded';
import {
  Avatar,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StatisticsModerator } from '../../dataProvider/statistics';

const sameModerators = (a: StatisticsModerator[], b: StatisticsModerator[]) =>
  a.length === b.length &&
  a.every(
    (moderator, i) =>
      moderator.id === b[i].id &&
      moderator.fullName === b[i].fullName &&
      moderator.avatar === b[i].avatar,
  );

/**
 * The worker's moderators, each with its edit link (spec section 2 'Dashboard'). Each period's
 * reading brings them anew, mostly the same: the same ones are not drawn again (some 150
 * components for a month or a day moved).
 */
export const ModeratorLinks = memo(
  ModeratorLinkList,
  (previous, next) =>
    previous.workerId === next.workerId && sameModerators(previous.moderators, next.moderators),
);

function ModeratorLinkList({
  workerId,
  moderators,
}: {
  workerId: string;
  moderators: StatisticsModerator[];
}) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="statistics-moderators">
      <Typography id="statistics-moderators" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('app.statistics.moderators')}
      </Typography>
      {moderators.length === 0 ? (
        <Typography color="text.secondary">{translate('app.statistics.no_moderators')}</Typography>
      ) : (
        <List dense disablePadding>
          {moderators.map((moderator) => (
            <ListItem
              key={moderator.id}
              disableGutters
              secondaryAction={
                <IconButton
                  component={Link}
                  to={`/workers/${workerId}/fakeUsers/edit/${moderator.id}`}
                  aria-label={translate('app.statistics.edit_moderator', {
                    name: moderator.fullName,
                  })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar src={moderator.avatar ?? undefined} alt="" />
              </ListItemAvatar>
              <ListItemText primary={moderator.fullName} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
