import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isMinimumLength, MESSAGE_MAX_LENGTH } from '../../../contract/rules/message';
import type { BackOfficeDataProvider } from '../../dataProvider';

/**
 * Admins set the minimum length of the chatters' messages (non-space characters); the message
 * boxes pick it up on their next settings read, without a reload.
 */
export function ChatSettingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const settings = useQuery({
    queryKey: ['chatSettings'],
    queryFn: () => dataProvider.chatSettings(),
  });
  const saved = settings.data?.chatMessageLengthSetting.minMessageLength;
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (saved !== undefined) setValue(String(saved));
  }, [saved]);
  const number = Number(value);
  const valid = value !== '' && isMinimumLength(number);
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.setMinMessageLength(number);
      await settings.refetch();
      notify('app.chat.settings.saved', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.chat.settings.title')}
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) void save();
          }}
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
          <Button type="submit" variant="contained" disabled={!valid || saving || number === saved}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
