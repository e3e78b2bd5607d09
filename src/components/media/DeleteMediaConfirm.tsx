import { useTranslate } from 'react-admin';
import { DangerConfirm } from '../DangerConfirm';

/** The spec's delete question for photos, stories, moments and stock images (Yes/No). */
export function DeleteMediaConfirm({
  open,
  loading,
  onClose,
  onConfirm,
}: {
  open: boolean;
  loading?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <DangerConfirm
      isOpen={open}
      loading={loading}
      title={translate('app.media.confirm_delete')}
      content={translate('app.media.confirm_delete_content')}
      confirm="app.media.yes"
      cancel="app.media.no"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
