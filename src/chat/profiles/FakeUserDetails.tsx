import { Box, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { LocationMap } from '../../components/map/lazyMaps';
import { PanelTabs } from '../../components/PanelTabs';
import { usePresets } from '../../lib/usePresets';
import { useProfile } from './useProfile';

const LISTS = ['books', 'music', 'movies', 'tvShows', 'sportsTeams'] as const;

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {value || translate('app.chat.profile.not_available')}
    </Typography>
  );
}

/**
 * The fake user's profile view in the chat (spec section 2): tabs Personal, Hobbies and Location,
 * so that the chatter speaks as the person the profile describes.
 */
export function FakeUserDetails({ id }: { id: number }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'personal' | 'hobbies' | 'location'>('personal');
  const moderator = useProfile<ModeratorDetail>('moderator', id).data;
  const presets = usePresets().data;
  if (!moderator) return null;
  // The profile holds the height preset's id; its label ("158 cm") is in the presets.
  const height = presets?.heights?.find((preset) => preset.id === moderator.height)?.height;
  return (
    <Stack spacing={1}>
      <PanelTabs
        value={tab}
        onChange={setTab}
        tabs={[
          ['personal', translate('app.chat.profile.personal')],
          ['hobbies', translate('app.chat.profile.hobbies')],
          ['location', translate('app.chat.profile.location')],
        ]}
      />
      {tab === 'personal' && (
        <Stack spacing={0.5}>
          <Line label={translate('app.moderators.fields.work')} value={moderator.work} />
          <Line label={translate('app.moderators.fields.education')} value={moderator.education} />
          <Line label={translate('app.moderators.fields.height')} value={height} />
          <Line label={translate('app.chat.profile.country')} value={moderator.country} />
        </Stack>
      )}
      {tab === 'hobbies' && (
        <Stack spacing={1}>
          {LISTS.map((list) => (
            <Box key={list}>
              <Typography variant="caption" color="text.secondary">
                {translate(`app.moderators.fields.${list}`)}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {moderator[list].length ? (
                  moderator[list].map((item) => <Chip key={item} label={item} size="small" />)
                ) : (
                  <Typography variant="body2">—</Typography>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {tab === 'location' && (
        <Stack spacing={0.5}>
          <Line label={translate('app.moderators.fields.address')} value={moderator.address} />
          <LocationMap location={moderator.location} height={180} zoom={12} />
        </Stack>
      )}
    </Stack>
  );
}
