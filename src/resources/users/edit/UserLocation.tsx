import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { LocationMap } from '../../../components/map/LocationMap';
import { placeLine } from './placeLine';
import { Section } from './Section';

/** Spec section 9: maps are 600 px tall. */
const MAP_HEIGHT = 600;

/** The user's address and a read-only map of the location. */
export function UserLocation({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const place = placeLine(user);
  return (
    <Section id="user-location" title={translate('app.user_detail.sections.location')}>
      {place && (
        <Typography sx={{ mb: 1 }}>
          <strong>{translate('app.user_detail.fields.address')}:</strong> {place}
        </Typography>
      )}
      {user.location ? (
        <LocationMap location={user.location} height={MAP_HEIGHT} zoom={13} />
      ) : (
        <Typography color="text.secondary">{translate('app.user_detail.no_location')}</Typography>
      )}
    </Section>
  );
}
