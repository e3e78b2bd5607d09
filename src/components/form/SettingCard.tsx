import { Button, Card, CardContent, Stack, type StackProps, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/**
 * A setting an admin changes on the dashboard: a titled card with its inputs and Save (Enter in an
 * input saves too). Save waits while `canSave` is false or a save runs; the outcome is notified.
 */
export function SettingCard({
  title,
  help,
  canSave,
  save,
  savedMessage,
  direction = 'row',
  children,
}: {
  title: string;
  help?: string;
  canSave: boolean;
  save: () => Promise<unknown>;
  savedMessage: string;
  direction?: StackProps['direction'];
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      await save();
      notify(savedMessage, { type: 'success' });
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
          {translate(title)}
        </Typography>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(help)}
          </Typography>
        )}
        <Stack
          component="form"
          direction={direction}
          spacing={2}
          // A row keeps Save its own height; a column (narrow screens) gives the inputs its width.
          sx={{ alignItems: direction === 'row' ? 'flex-start' : { md: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave && !saving) void submit();
          }}
        >
          {children}
          <Button type="submit" variant="contained" disabled={!canSave || saving}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
