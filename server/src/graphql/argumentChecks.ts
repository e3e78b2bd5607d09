import { GraphQLID, type GraphQLResolveInfo, getNamedType } from 'graphql';
import { nulByteField } from '../lib/hostileText.js';
import { Refusal } from '../lib/refusal.js';

const PLAIN_DECIMAL = /^(0|-?[1-9][0-9]*)$/;

/**
 * An id JavaScript's `Number()` would read as a number although it is no plain decimal integer
 * (`2096e0`, `0x10`, `+5`, ` 5`, `05`). Other text (a room id, a word) is the resolver's to judge.
 */
function disguisedNumber(value: unknown): boolean {
  const text = String(value);
  return text.trim() !== '' && Number.isFinite(Number(text)) && !PLAIN_DECIMAL.test(text);
}

/**
 * Refuses, before any resolver or the database sees them, argument values no field accepts: text
 * with a NUL byte, and `ID` arguments that are numbers in disguise.
 */
export function refuseHostileArguments(args: Record<string, unknown>, info: GraphQLResolveInfo) {
  const nulField = nulByteField(args);
  if (nulField !== null) throw Refusal.errors(400, [`${nulField} may not contain NUL bytes.`]);
  const field = info.parentType.getFields()[info.fieldName];
  for (const argument of field?.args ?? []) {
    if (getNamedType(argument.type) !== GraphQLID) continue;
    const value = args[argument.name];
    const values = Array.isArray(value) ? value : value == null ? [] : [value];
    if (values.some(disguisedNumber)) {
      throw Refusal.errors(400, [`${argument.name} is not a valid id.`]);
    }
  }
}
