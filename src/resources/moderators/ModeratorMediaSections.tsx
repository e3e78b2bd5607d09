import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { PhotoManager } from '../../components/media/PhotoManager';
import { StockImageGrid } from '../../components/media/StockImageGrid';
import { AllMomentsFeed } from '../../components/posts/AllMomentsFeed';
import { MomentsManager } from '../../components/posts/MomentsManager';
import { StoriesManager } from '../../components/posts/StoriesManager';
import { Section } from '../users/edit/Section';

/**
 * A moderator's own Photos, Private Photos, Stories (with Schedule Story) and Moments (with
 * Schedule Moments), in the spec's order (section 2); then `children` (the profile form, or the
 * wizard's buttons); then, closed until opened, what is not the moderator's own: every user's
 * moments and the shared stock images. Dozens of other people's moments never stand between the
 * moderator's things and their Save.
 */
export function ModeratorMediaSections({
  moderator,
  canEdit,
  onChanged,
  children,
}: {
  moderator: ModeratorDetail;
  canEdit: boolean;
  onChanged: () => void;
  children: ReactNode;
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
      {children}
      <CollapsibleSection id="moderator-all-moments" title={translate('app.posts.all_moments')}>
        <AllMomentsFeed moderatorId={moderator.id} canReact={canEdit} />
      </CollapsibleSection>
      <CollapsibleSection id="moderator-stock" title={translate('app.media.stock_images')}>
        <StockImageGrid />
      </CollapsibleSection>
    </Stack>
  );
}
