import {
  Button,
  Card,
  CardContent,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useRemoveFromStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModeratorDetail } from '../../../contract/moderators';
import { ModeratorCreateForm } from './ModeratorCreateForm';
import { ModeratorMediaSections } from './ModeratorMediaSections';
import { newModerator } from './moderatorRules';
import { useModerator } from './useModerator';

/**
 * Step 2: the new moderator's photos and posts; Cancel and Save both leave, to the list as it
 * first opens (newest first, no search or filter kept from before) and read again: the new
 * moderator is the first card, with the photos just added.
 */
function MediaStep({ created }: { created: ModeratorDetail }) {
  const translate = useTranslate();
  const { data, refetch } = useModerator(created.id);
  const forgetListParams = useRemoveFromStore('moderators.listParams');
  const queryClient = useQueryClient();
  const toFreshList = () => {
    forgetListParams();
    void queryClient.invalidateQueries({ queryKey: ['moderators'] });
  };
  return (
    <ModeratorMediaSections moderator={data ?? created} canEdit onChanged={() => void refetch()}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={Link} to="/moderators" onClick={toFreshList}>
          {translate('ra.action.save')}
        </Button>
        <Button component={Link} to="/moderators" onClick={toFreshList}>
          {translate('ra.action.cancel')}
        </Button>
      </Stack>
    </ModeratorMediaSections>
  );
}

/**
 * /create/moderator: the two-step wizard (spec sections 2 and 4). Step 1 creates the moderator;
 * only a successful create moves on to step 2, the media.
 */
export default function ModeratorCreate() {
  const translate = useTranslate();
  const [created, setCreated] = useState<ModeratorDetail | null>(null);
  const [fresh] = useState(newModerator);
  const steps = [
    ['app.moderators.wizard.details', 'app.moderators.wizard.details_hint'],
    ['app.moderators.wizard.media', 'app.moderators.wizard.media_hint'],
  ];
  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('app.moderators.wizard.title')} />
      <CardContent>
        <Stepper activeStep={created ? 1 : 0} sx={{ mb: 3 }}>
          {steps.map(([label, hint]) => (
            <Step key={label}>
              <StepLabel optional={<Typography variant="caption">{translate(hint)}</Typography>}>
                {translate(label)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {created ? (
          <MediaStep created={created} />
        ) : (
          <ModeratorCreateForm
            record={fresh}
            saveLabel="app.moderators.wizard.next"
            onCreated={setCreated}
            extraActions={
              <Button component={Link} to="/moderators">
                {translate('ra.action.cancel')}
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
