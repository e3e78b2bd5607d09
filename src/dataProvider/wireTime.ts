/** The viewer's IANA time zone: every statistics query reads its periods in it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * lastContact and lastMessage travel as nanoseconds since the epoch, in strings (a wire quirk of
 * the spec, section 3 'Worker statistics'): milliseconds are the number divided by 1e6, in
 * BigInt, since today's nanoseconds are past a double's exact integers (Number() could land 1 ms early).
 */
export function nanosToMs(nanos: string | null): number | null {
  if (nanos === null || !/^\d{1,30}$/.test(nanos)) return null;
  return Number(BigInt(nanos) / 1_000_000n);
}
