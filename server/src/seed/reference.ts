import type { Db } from '../db/open.js';
import { countries, gifts, presets, settings } from '../db/schema.js';
import { giftPicture } from './media.js';
import { COUNTRY_DATA, DEFAULT_SETTINGS, GIFT_DATA, PRESET_DATA } from './referenceData.js';

/** Idempotent: run on every boot; adds what is missing and never overwrites what staff changed. */
export async function seedReferenceData(db: Db): Promise<void> {
  const presetRows = Object.entries(PRESET_DATA).flatMap(([kind, items]) =>
    items.map(([id, label]) => ({ kind, id, label })),
  );
  await db.insert(presets).values(presetRows).onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRY_DATA.map(([code, name, fullName]) => ({ code, name, fullName })))
    .onConflictDoNothing({ target: countries.code });
  await db
    .insert(settings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  const existingGifts = await db.select({ id: gifts.id }).from(gifts).limit(1);
  if (existingGifts.length === 0) {
    await db.insert(gifts).values(
      GIFT_DATA.map(([giftName, cost, type], i) => ({
        giftName,
        cost,
        type,
        picture: giftPicture(i),
      })),
    );
  }
}
