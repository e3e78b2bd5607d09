import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/** Any edit clears the rule messages of a form (spec section 5): fields and the box above. */
export function ClearOnEdit({ onEdit }: { onEdit: () => void }) {
  const { watch, clearErrors } = useFormContext();
  useEffect(() => {
    const subscription = watch(() => {
      clearErrors();
      onEdit();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, onEdit]);
  return null;
}
