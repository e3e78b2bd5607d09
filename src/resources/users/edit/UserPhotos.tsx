import { Stack, Typography } from '@mui/material';
import { useCanAccess, useEditContext, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { PhotoManager } from '../../../components/media/PhotoManager';
import { Section } from './Section';

/** The real user's public and private photos; admins manage them (spec: same as moderators). */
export function UserPhotos({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const { refetch } = useEditContext<UserDetail>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'photos' });
  const manager = (type: 'PUBLIC' | 'PRIVATE') => (
    <PhotoManager
      userId={user.id}
      photos={user.avatar_photos ?? []}
      avatarIndex={user.avatar_index}
      type={type}
      canEdit={Boolean(canAccess)}
      onChanged={() => void refetch()}
    />
  );
  return (
    <Section id="user-photos" title={translate('app.user_detail.sections.photos')}>
      <Stack spacing={3}>
        {manager('PUBLIC')}
        <div>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {translate('app.media.private_photos')}
          </Typography>
          {manager('PRIVATE')}
        </div>
      </Stack>
    </Section>
  );
}
