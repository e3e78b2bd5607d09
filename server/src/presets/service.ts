import { asc } from 'drizzle-orm';
import type { Presets } from '../../../contract/presets.js';
import { PRESET_TEXT_FIELDS } from '../../../contract/presets.js';
import type { Db } from '../db/open.js';
import { countries, presets } from '../db/schema.js';

/** Preset kind → the name of its text field on the wire. */
export const PRESET_FIELDS = PRESET_TEXT_FIELDS;

export async function loadPresets(db: Db): Promise<Presets> {
  const rows = await db.select().from(presets).orderBy(asc(presets.kind), asc(presets.id));
  const result: Record<string, unknown[]> = Object.fromEntries(
    Object.keys(PRESET_FIELDS).map((kind) => [kind, []]),
  );
  for (const row of rows) {
    const field = PRESET_FIELDS[row.kind as keyof typeof PRESET_FIELDS];
    if (field) result[row.kind].push({ id: row.id, [field]: row.label });
  }
  result.countries = await db
    .select({ id: countries.id, name: countries.name, fullName: countries.fullName })
    .from(countries)
    .orderBy(asc(countries.name));
  return result as unknown as Presets;
}
