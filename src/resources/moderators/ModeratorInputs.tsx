import { Box, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { Presets } from '../../../contract/rest';
import { usePresets } from '../../lib/usePresets';
import { ProfileAddressInput } from '../staff/ProfileAddressInput';
import { toIds } from './moderatorRules';
import { NoteInput } from './NoteInput';
import { TextListInput } from './TextListInput';

type PresetList = keyof Omit<Presets, 'countries'>;

const LISTS = ['books', 'music', 'movies', 'tvShows', 'sportsTeams'] as const;

/** The fields of the moderator form (spec section 2), shared by the wizard and the edit screen. */
export function ModeratorInputs({ moderatorId }: { moderatorId?: number }) {
  const translate = useTranslate();
  const { data: presets, isPending } = usePresets();
  // Required-marked labels (spec section 5) get a star.
  const label = (field: string, required = false) =>
    `${translate(`app.moderators.fields.${field}`)}${required ? ' *' : ''}`;
  const preset = (list: PresetList, optionText: string) => ({
    choices: (presets?.[list] ?? []) as { id: number }[],
    optionText,
    optionValue: 'id',
    isPending,
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      {/* Focus the name when creating; an existing moderator opens at its photos. */}
      <TextInput source="name" label={label('name', true)} autoFocus={moderatorId === undefined} />
      <TextInput source="work" label={label('work')} />
      <TextInput source="education" label={label('education')} />
      <SelectInput
        source="subscription_id"
        label={label('subscription', true)}
        {...preset('subscriptions', 'name')}
      />
      <SelectInput source="age" label={label('age', true)} {...preset('ages', 'age')} />
      <SelectInput source="gender" label={label('gender', true)} {...preset('genders', 'gender')} />
      <SelectInput source="height" label={label('height')} {...preset('heights', 'height')} />
      <SelectInput
        source="ethnicity"
        label={label('ethnicity', true)}
        {...preset('ethnicity', 'ethnicity')}
      />
      <SelectInput
        source="zodiacSign"
        label={label('zodiac_sign')}
        {...preset('zodiacSigns', 'zodiacSign')}
      />
      <SelectInput
        source="familyPlans"
        label={label('family_plans')}
        {...preset('family', 'familyPlans')}
      />
      <SelectInput
        source="politics"
        label={label('politics')}
        {...preset('politics', 'politics')}
      />
      <SelectInput
        source="religion"
        label={label('religion')}
        {...preset('religious', 'religious')}
      />
      {/* The wire value is a comma-separated string of ids; the form works on an array. */}
      <SelectArrayInput
        source="interestedIn"
        label={label('interested_in', true)}
        format={toIds}
        {...preset('interestedIn', 'interestedIn')}
      />
      <AutocompleteArrayInput
        source="tags"
        label={label('tags', true)}
        {...preset('tags', 'tag')}
      />
      <AutocompleteArrayInput
        source="language"
        label={label('languages')}
        {...preset('languages', 'language')}
      />
      <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          {label('address', true)}
        </Typography>
        <ProfileAddressInput readOnly={false} />
      </Box>
      <TextInput
        source="about"
        label={label('about')}
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
      {LISTS.map((list) => (
        <TextListInput key={list} source={list} label={label(list)} />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <NoteInput moderatorId={moderatorId} />
      </Box>
    </Box>
  );
}
