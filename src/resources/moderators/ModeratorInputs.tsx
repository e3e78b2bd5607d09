import { Box, Typography } from '@mui/material';
import { AutocompleteArrayInput, SelectArrayInput, TextInput, useTranslate } from 'react-admin';
import { growingTextarea } from '../../components/form/growingTextarea';
import { PresetSelect, usePresetChoices } from '../../components/form/PresetSelect';
import { ProfileTraitInputs } from '../../components/form/ProfileTraitInputs';
import { ProfileAddressInput } from '../staff/ProfileAddressInput';
import { toIds } from './moderatorRules';
import { NoteInput } from './NoteInput';
import { TextListInput } from './TextListInput';

const LISTS = ['books', 'music', 'movies', 'tvShows', 'sportsTeams'] as const;

/**
 * The fields of the moderator form (spec section 2), shared by the wizard and the edit screen.
 * `readOnly`: shown for reading only, to whoever may not save them.
 */
export function ModeratorInputs({
  moderatorId,
  readOnly = false,
}: {
  moderatorId?: number;
  readOnly?: boolean;
}) {
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
      <TextInput
        source="name"
        label={label('name', true)}
        autoFocus={moderatorId === undefined && !readOnly}
        readOnly={readOnly}
      />
      <TextInput source="work" label={label('work')} readOnly={readOnly} />
      <TextInput source="education" label={label('education')} readOnly={readOnly} />
      <PresetSelect
        readOnly={readOnly}
        source="subscription_id"
        label={label('subscription', true)}
        list="subscriptions"
      />
      <PresetSelect readOnly={readOnly} source="age" label={label('age', true)} list="ages" />
      <PresetSelect
        readOnly={readOnly}
        source="gender"
        label={label('gender', true)}
        list="genders"
      />
      <PresetSelect readOnly={readOnly} source="height" label={label('height')} list="heights" />
      <ProfileTraitInputs label={label} readOnly={readOnly} required={['ethnicity']} />
      {/* The wire value is a comma-separated string of ids; the form works on an array. */}
      <SelectArrayInput
        source="interestedIn"
        label={label('interested_in', true)}
        format={toIds}
        readOnly={readOnly}
        {...interestedInChoices}
      />
      <AutocompleteArrayInput
        source="tags"
        label={label('tags', true)}
        readOnly={readOnly}
        {...tagsChoices}
      />
      <AutocompleteArrayInput
        source="language"
        label={label('languages')}
        readOnly={readOnly}
        {...languagesChoices}
      />
      <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          {label('address', true)}
        </Typography>
        <ProfileAddressInput readOnly={readOnly} />
      </Box>
      <TextInput
        source="about"
        label={label('about')}
        readOnly={readOnly}
        {...growingTextarea(3, 12, { gridColumn: '1 / -1' })}
      />
      {LISTS.map((list) => (
        <TextListInput key={list} source={list} label={label(list)} readOnly={readOnly} />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <NoteInput moderatorId={moderatorId} readOnly={readOnly} />
      </Box>
    </Box>
  );
}
