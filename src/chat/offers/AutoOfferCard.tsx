import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  type AutoOffer,
  autoOfferProblems,
  OFFER_ACCEPT_SECONDS_MAX,
  OFFER_ACCEPT_SECONDS_MIN,
  OFFER_CAPACITY_MAX,
  OFFER_CAPACITY_MIN,
  OFFER_MESSAGES,
} from '../../../contract/offers';
import { SettingCard } from '../../components/form/SettingCard';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { AUTO_OFFER_KEY } from '../../lib/settingsEvents';
import { useAutoOffer } from './useAutoOffer';

/** Admins turn balanced auto-offer on or off and set its capacity and time to accept (issue 21). */
export function AutoOfferCard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const saved = useAutoOffer().data;
  const [enabled, setEnabled] = useState(false);
  const [capacity, setCapacity] = useState('');
  const [acceptSeconds, setAcceptSeconds] = useState('');
  useEffect(() => {
    if (!saved) return;
    setEnabled(saved.enabled);
    setCapacity(String(saved.capacity));
    setAcceptSeconds(String(saved.acceptSeconds));
  }, [saved]);

  const value: AutoOffer = {
    enabled,
    capacity: capacity === '' ? Number.NaN : Number(capacity),
    acceptSeconds: acceptSeconds === '' ? Number.NaN : Number(acceptSeconds),
  };
  const problems = autoOfferProblems(value);
  const unchanged =
    saved !== undefined &&
    saved.enabled === value.enabled &&
    saved.capacity === value.capacity &&
    saved.acceptSeconds === value.acceptSeconds;

  const save = async () =>
    queryClient.setQueryData(AUTO_OFFER_KEY, await dataProvider.saveAutoOffer(value));

  return (
    <SettingCard
      title="app.offers.settings"
      help="app.offers.settings_help"
      canSave={problems.length === 0 && !unchanged}
      save={save}
      savedMessage="app.offers.saved"
      direction={{ xs: 'column', md: 'row' }}
    >
      <FormControlLabel
        control={
          <Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        }
        label={translate('app.offers.enabled')}
      />
      <TextField
        label={translate('app.offers.capacity')}
        type="number"
        size="small"
        sx={{ minWidth: 180 }}
        value={capacity}
        onChange={(event) => setCapacity(event.target.value)}
        error={saved !== undefined && problems.includes(OFFER_MESSAGES.capacity)}
        helperText={
          saved !== undefined && problems.includes(OFFER_MESSAGES.capacity)
            ? OFFER_MESSAGES.capacity
            : translate('app.offers.capacity_help', { max: OFFER_CAPACITY_MAX })
        }
        slotProps={{
          htmlInput: { min: OFFER_CAPACITY_MIN, max: OFFER_CAPACITY_MAX },
          inputLabel: { shrink: true },
        }}
      />
      <TextField
        label={translate('app.offers.accept_seconds')}
        type="number"
        size="small"
        sx={{ minWidth: 180 }}
        value={acceptSeconds}
        onChange={(event) => setAcceptSeconds(event.target.value)}
        error={saved !== undefined && problems.includes(OFFER_MESSAGES.acceptSeconds)}
        helperText={
          saved !== undefined && problems.includes(OFFER_MESSAGES.acceptSeconds)
            ? OFFER_MESSAGES.acceptSeconds
            : translate('app.offers.accept_seconds_help', {
                min: OFFER_ACCEPT_SECONDS_MIN,
                max: OFFER_ACCEPT_SECONDS_MAX,
              })
        }
        slotProps={{
          htmlInput: { min: OFFER_ACCEPT_SECONDS_MIN, max: OFFER_ACCEPT_SECONDS_MAX },
          inputLabel: { shrink: true },
        }}
      />
    </SettingCard>
  );
}
