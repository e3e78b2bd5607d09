import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { SearchBox } from './SearchBox';

/** A people list's toolbar: the search on the left, the list's own actions on the right. */
export function SearchToolbar({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar
      sx={{
        alignItems: 'center',
        width: '100%',
        justifyContent: 'flex-start',
        flexWrap: 'wrap',
        rowGap: 1,
      }}
    >
      <SearchBox />
      <span style={{ flex: 1 }} />
      {children}
    </TopToolbar>
  );
}
