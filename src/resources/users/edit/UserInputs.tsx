import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateField,
  Labeled,
  SelectArrayInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { growingTextarea } from '../../../components/form/growingTextarea';
import { PresetSelect, usePresetChoices } from '../../../components/form/PresetSelect';
import { ProfileTraitInputs } from '../../../components/form/ProfileTraitInputs';
import { EMAIL_VISIBLE, maskEmail } from '../../../lib/mask';
import { toIds } from './userSaveRules';

/** The profile fields in two columns on wide screens; read-only unless the viewer may save. */
export function UserInputs({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const languagesChoices = usePresetChoices('languages');
  const interestedInChoices = usePresetChoices('interestedIn');
  const tagsChoices = usePresetChoices('tags');
  const label = (field: string) => translate(`app.user_detail.fields.${field}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      <TextInput source="display_name" label={label('display_name')} readOnly={readOnly} />
      <TextInput
        source="email"
        label={label('email')}
        disabled
        format={(email?: string | null) => maskEmail(email, EMAIL_VISIBLE)}
      />
      <TextInput source="phone" label={label('phone')} readOnly={readOnly} />
      <Labeled label={label('sign_up')} sx={{ mb: 2 }}>
        <DateField source="sign_up" showTime />
      </Labeled>
      <BooleanInput source="disabled" label={label('disabled')} readOnly={readOnly} />
      <PresetSelect
        source="user_subscription.id"
        label={label('subscription')}
        list="subscriptions"
        readOnly={readOnly}
      />
      <PresetSelect source="age" label={label('age')} list="ages" readOnly={readOnly} />
      <PresetSelect source="height" label={label('height')} list="heights" readOnly={readOnly} />
      <PresetSelect source="gender" label={label('gender')} list="genders" readOnly={readOnly} />
      <ProfileTraitInputs label={label} readOnly={readOnly} />
      <AutocompleteArrayInput
        source="language"
        label={label('languages')}
        {...languagesChoices}
        readOnly={readOnly}
      />
      {/* The wire value is a comma-separated string of ids; the form works on an array. */}
      <SelectArrayInput
        source="interested_in"
        label={label('interested_in')}
        format={toIds}
        {...interestedInChoices}
        readOnly={readOnly}
      />
      <AutocompleteArrayInput
        source="tags"
        label={label('tags')}
        {...tagsChoices}
        readOnly={readOnly}
      />
      <TextInput source="country" label={label('country')} readOnly />
      <TextInput
        source="about"
        label={label('about')}
        readOnly={readOnly}
        {...growingTextarea(3, 12, { gridColumn: '1 / -1' })}
      />
    </Box>
  );
}
