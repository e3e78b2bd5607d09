import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { isMinimumLength, MESSAGE_MAX_LENGTH } from '../../../contract/rules/message';
import { SettingCard } from '../../components/form/SettingCard';
import type { BackOfficeDataProvider } from '../../dataProvider';

/**
 * Admins set the minimum length of the chatters' messages (non-space characters); the message
 * boxes pick it up on their next settings read, without a reload.
 */
export function ChatSettingsCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const settings = useQuery({
    queryKey: ['chatSettings'],
    queryFn: () => dataProvider.chatSettings(),
  });
  const saved = settings.data?.chatMessageLengthSetting.minMessageLength;
  const [value, setValue] = useState('');
  useEffect(() => {
    if (saved !== undefined) setValue(String(saved));
  }, [saved]);
  const number = Number(value);
  const valid = value !== '' && isMinimumLength(number);
  const save = async () => {
    await dataProvider.setMinMessageLength(number);
    await settings.refetch();
  };
  return (
    <SettingCard
      title="app.chat.settings.title"
      canSave={valid && number !== saved}
      save={save}
      savedMessage="app.chat.settings.saved"
    >
      <TextField
        label={translate('app.chat.settings.min_length')}
        type="number"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={saved !== undefined && !valid}
        helperText={translate('app.chat.settings.min_length_help', { max: MESSAGE_MAX_LENGTH })}
        slotProps={{
          htmlInput: { min: 0, max: MESSAGE_MAX_LENGTH },
          inputLabel: { shrink: true },
        }}
      />
    </SettingCard>
  );
}
