import {
  Avatar,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { primaryPhoto } from '../../../contract/rules/people';
import { MountOnceOpen } from '../../components/MountOnceOpen';
import { PanelTabs } from '../../components/PanelTabs';
import { PostViewer, type ViewedPost } from '../../components/posts/PostViewer';
import { useLivePosts } from '../../components/posts/postEvents';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { displayedAge } from '../../lib/age';
import { shownName } from '../../lib/shownName';
import { FakeUserDetails } from './FakeUserDetails';
import { useProfile } from './useProfile';

const STRIP = 3;

/**
 * The first 3 stories or moments with View All (spec section 2), opening the viewer; `reactAs`:
 * the moderator who likes and comments there (the one the chatter speaks as).
 */
function PostStrip({
  userId,
  kind,
  reactAs,
}: {
  userId: number;
  kind: 'STORY' | 'MOMENT';
  reactAs?: number;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [viewed, setViewed] = useState<ViewedPost | null>(null);
  const [all, setAll] = useState(false);
  const queryKey = ['chatPosts', kind, userId];
  const refetchInterval = useLivePosts(userId, queryKey);
  const posts = useQuery({
    queryKey,
    queryFn: async () =>
      kind === 'STORY'
        ? (await dataProvider.storiesOf(userId)).allUserStories.map((s) => ({
            id: s.id,
            file: s.file_url,
            thumb: s.thumbnail ?? s.file_url,
            text: '',
          }))
        : (await dataProvider.momentsOf(userId)).allUserMoments.map((m) => ({
            id: m.id,
            file: m.file_url,
            thumb: m.thumbnail ?? m.file_url,
            text: m.momentDescription,
          })),
    refetchInterval,
  });
  const list = posts.data ?? [];
  const tile = (post: (typeof list)[number]) => (
    <ButtonBase
      key={post.id}
      onClick={() => setViewed({ kind, id: post.id, file: post.file, text: post.text })}
      sx={{ width: 64, height: 64, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
      aria-label={translate(kind === 'STORY' ? 'app.posts.story' : 'app.posts.moment')}
    >
      {post.thumb ? (
        <Box
          component="img"
          src={post.thumb}
          alt=""
          sx={{ width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : (
        <Typography variant="caption" sx={{ p: 0.5 }}>
          {post.text.slice(0, 24)}
        </Typography>
      )}
    </ButtonBase>
  );
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">
          {translate(kind === 'STORY' ? 'app.chat.profile.stories' : 'app.chat.profile.moments')}
        </Typography>
        {list.length > STRIP && (
          <Button size="small" onClick={() => setAll(true)}>
            {translate('app.chat.profile.view_all')}
          </Button>
        )}
      </Stack>
      {list.length ? (
        <Stack direction="row" spacing={1}>
          {list.slice(0, STRIP).map(tile)}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.chat.profile.none')}
        </Typography>
      )}
      <MountOnceOpen open={all}>
        <Dialog open={all} onClose={() => setAll(false)} maxWidth="sm" fullWidth>
          <DialogTitle>
            {translate(kind === 'STORY' ? 'app.chat.profile.stories' : 'app.chat.profile.moments')}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{list.map(tile)}</Box>
          </DialogContent>
        </Dialog>
      </MountOnceOpen>
      <MountOnceOpen open={viewed !== null}>
        <PostViewer
          post={viewed}
          moderatorId={reactAs ?? userId}
          canReact={reactAs !== undefined}
          onClose={() => setViewed(null)}
          onChanged={() => void posts.refetch()}
        />
      </MountOnceOpen>
    </Stack>
  );
}

/**
 * A chat's side panel: main photo, Public/Private photos, the profile block, story and moment
 * strips and the notes box (spec section 2). The real user's main photo opens their page.
 */
export const ProfilePanel = memo(function ProfilePanel({
  kind,
  id,
  notes,
  reactAs,
}: {
  kind: 'moderator' | 'user';
  id: number;
  notes?: ReactNode;
  /** The moderator who may like and comment on this person's stories and moments. */
  reactAs?: number;
}) {
  const translate = useTranslate();
  const profile = useProfile(kind, id);
  const [tab, setTab] = useState<'PUBLIC' | 'PRIVATE'>('PUBLIC');
  const person = profile.data;
  const publicPhotos = person?.avatar_photos.filter((photo) => photo.type === 'PUBLIC') ?? [];
  const main = primaryPhoto(publicPhotos, person?.avatar_index ?? 0);
  const shown = person?.avatar_photos.filter((photo) => photo.type === tab) ?? [];
  const name = shownName(person);
  const mainPhoto = (
    <Avatar
      src={main?.thumbnail_url ?? main?.file_url ?? undefined}
      alt={name}
      variant="rounded"
      sx={{ width: 120, height: 120, fontSize: 40 }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }} aria-label={name}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {kind === 'user' ? (
          <ButtonBase
            component={Link}
            to={`/users/edit/${id}`}
            aria-label={translate('app.chat.profile.open_user', { name })}
            sx={{ borderRadius: 1 }}
          >
            {mainPhoto}
          </ButtonBase>
        ) : (
          mainPhoto
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.chat.profile.age')}: {displayedAge(person?.age) ?? '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.chat.profile.city')}:{' '}
            {person?.city || translate('app.chat.profile.not_available')}
          </Typography>
        </Box>
      </Stack>
      {person?.about && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {person.about}
        </Typography>
      )}
      {kind === 'moderator' && <FakeUserDetails id={id} />}
      <PanelTabs
        value={tab}
        onChange={setTab}
        tabs={[
          ['PUBLIC', translate('app.chat.profile.public')],
          ['PRIVATE', translate('app.chat.profile.private')],
        ]}
      />
      {shown.length ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5 }}>
          {shown.map((photo) => (
            <Box
              key={photo.id}
              component="img"
              src={photo.thumbnail_url ?? photo.file_url}
              alt=""
              loading="lazy"
              sx={{ width: 1, aspectRatio: '1', objectFit: 'cover', borderRadius: 0.5 }}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.chat.profile.no_photos')}
        </Typography>
      )}
      <Divider />
      <PostStrip userId={id} kind="STORY" reactAs={reactAs} />
      <PostStrip userId={id} kind="MOMENT" reactAs={reactAs} />
      {notes && <Divider />}
      {notes}
    </Stack>
  );
});
