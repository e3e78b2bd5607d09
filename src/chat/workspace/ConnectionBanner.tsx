import { Alert } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type FeedState, liveFeed } from '../liveFeed';

/**
 * Says when the live connection is down: what arrives meanwhile shows when it is back. Memoized:
 * it follows the connection itself, apart from the workspace's renders.
 */
export const ConnectionBanner = memo(function ConnectionBanner() {
  const translate = useTranslate();
  const [state, setState] = useState<FeedState>(liveFeed.currentState);
  useEffect(() => liveFeed.onState(setState), []);
  if (state === 'live') return null;
  return (
    <Alert
      severity={state === 'offline' ? 'warning' : 'info'}
      sx={{ borderRadius: 0 }}
      role="status"
    >
      {translate(state === 'offline' ? 'app.chat.offline' : 'app.chat.connecting')}
    </Alert>
  );
});
