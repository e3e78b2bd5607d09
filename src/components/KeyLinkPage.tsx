import { Alert, AlertTitle, CircularProgress } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { translate } from '../i18n/publicTranslate';
import { apiFetch } from '../lib/api';
import { getSession } from '../lib/session';
import { PublicCard } from './PublicCard';
import { SignedInWarning } from './SignedInWarning';

export type KeyLookup<Found> =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'valid'; found: Found };

/** What the server says of a link's key (`path`); not asked while signed in (the page warns). */
export function useKeyLookup<Found>(path: string): KeyLookup<Found> {
  const [lookup, setLookup] = useState<KeyLookup<Found>>({ state: 'loading' });
  const signedIn = Boolean(getSession());
  useEffect(() => {
    if (signedIn) return;
    apiFetch<Found>(path)
      .then((found) => setLookup({ state: 'valid', found }))
      .catch(() => setLookup({ state: 'invalid' }));
  }, [path, signedIn]);
  return lookup;
}

/** The page's own texts (translation keys). */
export interface KeyLinkTexts {
  title: string;
  signedInTitle: string;
  signedIn: string;
  invalidKeyTitle: string;
  invalidKey: string;
}

/**
 * A public page opened from a link with a key (sign-up, password reset): a signed-in visitor is
 * warned, the key is looked up with progress shown, a key that is not valid is said so, else the
 * form.
 */
export function KeyLinkPage<Found>({
  texts,
  lookup,
  children,
}: {
  texts: KeyLinkTexts;
  lookup: KeyLookup<Found>;
  children: (found: Found) => ReactNode;
}) {
  if (getSession()) {
    return (
      <SignedInWarning title={translate(texts.signedInTitle)} message={translate(texts.signedIn)} />
    );
  }
  return (
    <PublicCard title={translate(texts.title)}>
      {lookup.state === 'loading' && <CircularProgress sx={{ display: 'block', mx: 'auto' }} />}
      {lookup.state === 'invalid' && (
        <Alert severity="warning">
          <AlertTitle>{translate(texts.invalidKeyTitle)}</AlertTitle>
          {translate(texts.invalidKey)}
        </Alert>
      )}
      {lookup.state === 'valid' && children(lookup.found)}
    </PublicCard>
  );
}
