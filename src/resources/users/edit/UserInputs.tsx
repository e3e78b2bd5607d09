import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  DateField,
  Labeled,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { Presets } from '../../../../contract/rest';
import { maskEmail } from '../../../lib/mask';
import { usePresets } from '../../../lib/usePresets';
import { toIds } from './userSaveRules';

/** Emails show their first 3 characters only (spec section 9). */
const EMAIL_VISIBLE = 3;

type PresetList = keyof Omit<Presets, 'countries'>;

/** The profile fields in two columns on wide screens; read-only unless the viewer may save. */
export function UserInputs({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const { data: presets, isPending } = usePresets();
  const label = (field: string) => translate(`app.user_detail.fields.${field}`);
  const preset = (list: PresetList, optionText: string) => ({
    choices: (presets?.[list] ?? []) as { id: number }[],
    optionText,
    optionValue: 'id',
    isPending,
    readOnly,
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
      <SelectInput
        source="user_subscription.id"
        label={label('subscription')}
        {...preset('subscriptions', 'name')}
      />
      <SelectInput source="age" label={label('age')} {...preset('ages', 'age')} />
      <SelectInput source="height" label={label('height')} {...preset('heights', 'height')} />
      <SelectInput source="gender" label={label('gender')} {...preset('genders', 'gender')} />
      <SelectInput
        source="ethnicity"
        label={label('ethnicity')}
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
      <AutocompleteArrayInput
        source="language"
        label={label('languages')}
        {...preset('languages', 'language')}
      />
      {/* The wire value is a comma-separated string of ids; the form works on an array. */}
      <SelectArrayInput
        source="interested_in"
        label={label('interested_in')}
        format={toIds}
        {...preset('interestedIn', 'interestedIn')}
      />
      <AutocompleteArrayInput source="tags" label={label('tags')} {...preset('tags', 'tag')} />
      <TextInput source="country" label={label('country')} readOnly />
      <TextInput
        source="about"
        label={label('about')}
        multiline
        minRows={3}
        readOnly={readOnly}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
