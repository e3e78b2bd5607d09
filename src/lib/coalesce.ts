/**
 * Runs `read` for a stream of events without running it once per event: one reading at a time,
 * at most one every `gapMs`; events that come during a reading or a gap cause one more reading
 * after it, so the last event is always followed by a reading that saw it. (A throttle does not
 * wait for an async reading: its trailing call could join a reading that began before the event.)
 */
export function readingOnEvents(read: () => Promise<unknown>, gapMs: number): () => void {
  let busy = false;
  let again = false;
  const run = async () => {
    busy = true;
    do {
      again = false;
      await read().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    } while (again);
    busy = false;
  };
  return () => {
    if (busy) again = true;
    else void run();
  };
}
