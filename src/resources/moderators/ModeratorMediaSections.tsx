import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { PhotoManager } from '../../components/media/PhotoManager';
import { StockImageGrid } from '../../components/media/StockImageGrid';
import { AllMomentsFeed } from '../../components/posts/AllMomentsFeed';
import { MomentsManager } from '../../components/posts/MomentsManager';
import { StoriesManager } from '../../components/posts/StoriesManager';
import { Section } from '../users/edit/Section';

/**
 * Photos, Private Photos, Stories (with Schedule Story), Moments (with Schedule Moments) and Stock
 * Images of a moderator (spec section 2, in its order).
 */
export function ModeratorMediaSections({
  moderator,
  canEdit,
  onChanged,
}: {
  moderator: ModeratorDetail;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const photos = (type: 'PUBLIC' | 'PRIVATE') => (
    <PhotoManager
      userId={moderator.id}
      photos={moderator.avatar_photos}
      avatarIndex={moderator.avatar_index}
      type={type}
      canEdit={canEdit}
      onChanged={onChanged}
    />
  );
  return (
    <Stack spacing={2}>
      <Section id="moderator-photos" title={translate('app.media.photos')}>
        {photos('PUBLIC')}
      </Section>
      <Section id="moderator-private-photos" title={translate('app.media.private_photos')}>
        {photos('PRIVATE')}
      </Section>
      <Section id="moderator-stories" title={translate('app.posts.stories')}>
        <StoriesManager moderatorId={moderator.id} canEdit={canEdit} />
      </Section>
      <Section id="moderator-moments" title={translate('app.posts.moments')}>
        <MomentsManager moderatorId={moderator.id} canEdit={canEdit} />
      </Section>
      <Section id="moderator-all-moments" title={translate('app.posts.all_moments')}>
        <AllMomentsFeed moderatorId={moderator.id} canReact={canEdit} />
      </Section>
      <Section id="moderator-stock" title={translate('app.media.stock_images')}>
        <StockImageGrid />
      </Section>
    </Stack>
  );
}
