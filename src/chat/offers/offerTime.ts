/**
 * Whole seconds an offer stands, counted from when it reached the browser: what the server's
 * `expiresAt` leaves, between one second and the setting's time to accept (the browser's clock may
 * differ from the server's).
 */
export function secondsLeft(expiresAt: string, receivedAt: number, acceptSeconds: number): number {
  const left = Math.round((Date.parse(expiresAt) - receivedAt) / 1000);
  if (Number.isNaN(left)) return acceptSeconds;
  return Math.min(acceptSeconds, Math.max(1, left));
}
