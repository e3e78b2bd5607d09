type UnauthorizedHandler = (error: { status: 401 }) => void;
let handler: UnauthorizedHandler | null = null;

/**
 * Who hears that the session is over, from a GraphQL call (UNAUTHENTICATED) or the live socket
 * (closed with 4401): the signed-in layout registers react-admin's `logoutIfAccessDenied`, so these
 * paths sign out through the authProvider's `checkError` like every data-provider call.
 */
export function onUnauthorized(listener: UnauthorizedHandler): () => void {
  handler = listener;
  return () => {
    if (handler === listener) handler = null;
  };
}

export function reportUnauthorized(): void {
  handler?.({ status: 401 });
}
