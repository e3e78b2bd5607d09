/**
 * Private photos arrive as signed links that open the file for one to two hours (the server's
 * `media/signing.ts`). Screens that show them read their data again well within that, so a photo
 * shown late (a tab switched to, a grid scrolled) never meets an expired link.
 */
export const SIGNED_MEDIA_REFRESH_MS = 10 * 60_000;
