import {
  type RaRecord,
  useGetRecordRepresentation,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';

/**
 * The success side of a Create or Edit whose toast names what was saved ("“Night shift” created")
 * instead of react-admin's "Element created", then back to the list.
 */
export function useNamedSaveNotice(resource: string, outcome: 'created' | 'saved') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const representationOf = useGetRecordRepresentation(resource);
  return {
    onSuccess: (record: RaRecord) => {
      const shown = representationOf(record);
      const name =
        typeof shown === 'string' && shown
          ? shown
          : translate(`resources.${resource}.name`, { smart_count: 1 });
      notify(`app.${outcome}_named`, { type: 'success', messageArgs: { name: `“${name}”` } });
      redirect('list', resource);
    },
  };
}
