import {
  type ContextType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useMatch,
} from 'react-router-dom';
import { useAfterFirstData } from '../../lib/afterFirstData';

/** False while the list is hidden under a record's page. */
const ListShownContext = createContext(true);

/**
 * What the list puts in the app bar (its title), while it is shown: react-admin's title is a
 * portal into the app bar, which hiding the list by CSS leaves there, beside the record's own
 * ("UsersUser Thora_34").
 */
export function WhileListShown({ children }: { children: ReactNode }) {
  return useContext(ListShownContext) ? children : null;
}

/**
 * A list and its records' page on one route: while a record's page (`detailPath`, with an `:id`)
 * is shown, the list stays mounted, hidden, so that going back shows it at once, as it was left
 * (its rows, filters and scroll), instead of drawing it again.
 *
 * Hidden by CSS, its effects kept: React's <Activity> hid it with its effects disconnected, and
 * showing it again ran every one of them anew (its queries, its filter form, its tooltips), which
 * rendered half of it again: at 4x CPU slowdown, back to /users cost about 130 ms of long tasks,
 * now about 55 (bench:interactions).
 *
 * `list` must be the same element at every render (a module constant): React then leaves the
 * hidden list alone when the route changes. Its title goes through `WhileListShown` (react-admin
 * portals it into the app bar, where hiding the list would leave it beside the record's). `preloadDetail` loads the record page's code once the
 * list has its data, so that the first record opened shows in the click's render (a lazy screen
 * still loading shows its fallback for at least 300 ms).
 */
export function ListUnderDetail({
  list,
  detailPath,
  detail,
  preloadDetail,
}: {
  list: ReactNode;
  detailPath: string;
  detail: (id: string) => ReactNode;
  preloadDetail?: () => Promise<unknown>;
}) {
  const shown = useMatch(detailPath);
  const detailShown = shown !== null;
  // The window scrolls for both: a record's page opens at its top, and the list comes back where
  // it was left (react-admin restores a list's scroll when it mounts, which a kept list does not).
  const listScroll = useRef(0);
  const detailOpen = useRef(detailShown);
  useLayoutEffect(() => {
    if (detailOpen.current === detailShown) return;
    detailOpen.current = detailShown;
    window.scrollTo(0, detailShown ? 0 : listScroll.current);
  }, [detailShown]);
  useEffect(() => {
    const follow = () => {
      if (!detailOpen.current) listScroll.current = window.scrollY;
    };
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  const settled = useAfterFirstData();
  useEffect(() => {
    // A failed download is tried again when the page is opened.
    if (settled) preloadDetail?.().catch(() => undefined);
  }, [settled, preloadDetail]);
  return (
    <>
      <div hidden={detailShown} style={detailShown ? undefined : { display: 'contents' }}>
        <ListShownContext.Provider value={!detailShown}>
          <ListRouting hidden={detailShown}>{list}</ListRouting>
        </ListShownContext.Provider>
      </div>
      {shown && detail(shown.params.id ?? '')}
    </>
  );
}

type Routing = {
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
};

const placeOf = ({ location }: Routing) =>
  location.location.pathname + location.location.search + location.location.hash;

/**
 * The list's view of the router: the place where it was left, the same objects, while a record
 * is shown and once it is back there. Every navigation gives the router's location and route
 * contexts new values, and each would render the whole list (about 900 components, hidden or
 * not) for a place it already shows.
 */
function ListRouting({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const current: Routing = {
    location: useContext(LocationContext),
    route: useContext(RouteContext),
  };
  const [kept, keep] = useState(current);
  if (!hidden && placeOf(current) !== placeOf(kept)) keep(current);
  return (
    <LocationContext.Provider value={kept.location}>
      <RouteContext.Provider value={kept.route}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}
