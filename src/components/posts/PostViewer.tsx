import FavoriteIcon from '@mui/icons-material/FavoriteRounded';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { PostKind } from '../../dataProvider/posts';
import { formatDate } from '../../lib/dates';
import { MediaItem } from '../media/MediaItem';
import { useMediaError } from '../media/useMediaError';

export interface ViewedPost {
  kind: PostKind;
  id: number;
  file: string | null;
  text?: string;
}

/**
 * The stories/moments viewer (spec section 2): the media, Likes and Comments tabs with counts, a
 * Like button and a comment box (Submit disabled while empty).
 */
export function PostViewer({
  post,
  moderatorId,
  canReact,
  onClose,
  onChanged,
}: {
  post: ViewedPost | null;
  moderatorId: number;
  canReact: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const [tab, setTab] = useState<'likes' | 'comments'>('likes');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const noun = translate(post?.kind === 'STORY' ? 'app.posts.story' : 'app.posts.moment');
  const reactions = useQuery({
    queryKey: ['reactions', post?.kind, post?.id],
    queryFn: () => dataProvider.reactionsOf(post?.kind ?? 'STORY', post?.id ?? 0),
    enabled: post !== null,
  });
  const likes = reactions.data?.getMomentLikes ?? [];
  const comments = reactions.data?.getMomentComments ?? [];

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
      await reactions.refetch();
      onChanged();
    } catch (error) {
      failed('app.posts.comment_failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="post-viewer-title"
    >
      <DialogTitle id="post-viewer-title">{noun}</DialogTitle>
      <DialogContent>
        {post?.file && <MediaItem file={post.file} alt={noun} maxHeight={360} />}
        {post?.text && <Typography sx={{ mt: 1 }}>{post.text}</Typography>}
        <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mt: 1 }}>
          <Tab value="likes" label={translate('app.posts.likes', { count: likes.length })} />
          <Tab
            value="comments"
            label={translate('app.posts.comments', { count: comments.length })}
          />
        </Tabs>
        {tab === 'likes' &&
          (likes.length ? (
            <List dense>
              {likes.map((like) => (
                <ListItem key={like.id}>
                  <ListItemText
                    primary={like.user.fullName}
                    secondary={
                      like.user.lastSeen
                        ? translate('app.posts.last_seen', { date: formatDate(like.user.lastSeen) })
                        : null
                    }
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {translate('app.posts.no_likes', { noun })}
            </Typography>
          ))}
        {tab === 'comments' && (
          <Box>
            {comments.length ? (
              <List dense>
                {comments.map((item) => (
                  <ListItem key={item.id}>
                    <ListItemText
                      primary={item.commentDescription}
                      secondary={`${item.user.fullName} · ${formatDate(item.createdDate)}`}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {translate('app.posts.no_comments', { noun })}
              </Typography>
            )}
            {canReact && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label={translate('app.posts.comment')}
                  value={comment}
                  onChange={(event) => setComment(event.target.value)}
                  size="small"
                  fullWidth
                  helperText={comment.trim() ? ' ' : translate('app.posts.comment_required')}
                />
                <Button
                  variant="contained"
                  disabled={!comment.trim() || busy}
                  onClick={() =>
                    act(async () => {
                      if (!post) return;
                      await dataProvider.commentPost(post.kind, post.id, comment, moderatorId);
                      setComment('');
                    })
                  }
                >
                  {translate('app.posts.submit')}
                </Button>
              </Stack>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {canReact && (
          <Button
            startIcon={<FavoriteIcon />}
            disabled={busy}
            onClick={() =>
              act(async () => {
                if (post) await dataProvider.likePost(post.kind, post.id, moderatorId);
              })
            }
          >
            {translate('app.posts.like')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
