let context: AudioContext | null = null;

/** A short two-tone chime (no audio file to load): a message arrived or a fake user appeared. */
export function playChime() {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, now + offset);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.18);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + offset);
      oscillator.stop(now + offset + 0.2);
    }
  } catch {
    // No audio (a browser policy before any click, or none at all): the badge still shows it.
  }
}
