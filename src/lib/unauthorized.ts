type UnauthorizedHandler = (error: { status: 401 }) => Promise<unknown>;
let handler: UnauthorizedHandler | null = null;
/** The sign-out under way: its own calls (the logout request) may answer 401 too. */
let signingOut: Promise<unknown> | null = null;

/**
 * Who hears that the session is over, from any call outside react-admin's data provider (REST
 * 401, GraphQL UNAUTHENTICATED, the live socket closed with 4401): the signed-in layout registers
 * react-admin's `logoutIfAccessDenied`, so every path signs out through the authProvider's
 * `checkError`, once.
 */
export function onUnauthorized(listener: UnauthorizedHandler): () => void {
  handler = listener;
  return () => {
    if (handler === listener) handler = null;
  };
}

export function reportUnauthorized(): void {
  if (!handler || signingOut) return;
  signingOut = handler({ status: 401 }).finally(() => {
    signingOut = null;
  });
}
