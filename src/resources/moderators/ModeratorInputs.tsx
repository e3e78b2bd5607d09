import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import { PresetSelect, usePresetChoices } from '../../components/form/PresetSelect';
import { ProfileAddressInput } from '../staff/ProfileAddressInput';
import { toIds } from './moderatorRules';
import { NoteInput } from './NoteInput';
import { TextListInput } from './TextListInput';

const LISTS = ['books', 'music', 'movies', 'tvShows', 'sportsTeams'] as const;

/** The fields of the moderator form (spec section 2), shared by the wizard and the edit screen. */
export function ModeratorInputs({ moderatorId }: { moderatorId?: number }) {
  const translate = useTranslate();
  const interestedInChoices = usePresetChoices('interestedIn');
  const tagsChoices = usePresetChoices('tags');
  const languagesChoices = usePresetChoices('languages');
  // Required-marked labels (spec section 5) get a star.
  const label = (field: string, required = false) =>
    `${translate(`app.moderators.fields.${field}`)}${required ? ' *' : ''}`;
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
      <PresetSelect
        source="subscription_id"
        label={label('subscription', true)}
        list="subscriptions"
      />
      <PresetSelect source="age" label={label('age', true)} list="ages" />
      <PresetSelect source="gender" label={label('gender', true)} list="genders" />
      <PresetSelect source="height" label={label('height')} list="heights" />
      <PresetSelect source="ethnicity" label={label('ethnicity', true)} list="ethnicity" />
      <PresetSelect source="zodiacSign" label={label('zodiac_sign')} list="zodiacSigns" />
      <PresetSelect source="familyPlans" label={label('family_plans')} list="family" />
      <PresetSelect source="politics" label={label('politics')} list="politics" />
      <PresetSelect source="religion" label={label('religion')} list="religious" />
      {/* The wire value is a comma-separated string of ids; the form works on an array. */}
      <SelectArrayInput
        source="interestedIn"
        label={label('interested_in', true)}
        format={toIds}
        {...interestedInChoices}
      />
      <AutocompleteArrayInput source="tags" label={label('tags', true)} {...tagsChoices} />
      <AutocompleteArrayInput source="language" label={label('languages')} {...languagesChoices} />
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
