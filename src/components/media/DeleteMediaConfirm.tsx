import { Confirm, useTranslate } from 'react-admin';

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
    <Confirm
      isOpen={open}
      loading={loading}
      title={translate('app.media.confirm_delete')}
      content={translate('app.media.confirm_delete_content')}
      confirm="app.media.yes"
      cancel="app.media.no"
      confirmColor="warning"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
