import { Activity, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';

/**
 * A list and its records' page on one route: while a record's page (`detailPath`, with an `:id`)
 * is shown, the list stays mounted, hidden, so that going back shows it at once, as it was left
 * (its rows, filters and scroll), instead of drawing it again.
 *
 * `list` must be the same element at every render (a module constant): React then leaves the
 * hidden list alone when the route changes.
 */
export function ListUnderDetail({
  list,
  detailPath,
  detail,
}: {
  list: ReactNode;
  detailPath: string;
  detail: (id: string) => ReactNode;
}) {
  const shown = useMatch(detailPath);
  return (
    <>
      <Activity mode={shown ? 'hidden' : 'visible'}>{list}</Activity>
      {shown && detail(shown.params.id ?? '')}
    </>
  );
}
