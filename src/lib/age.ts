/** The wire's age is a preset id; people see it plus 17 (spec section 3). */
export const AGE_OFFSET = 17;

export function displayedAge(stored: number | null | undefined): number | null {
  return stored === null || stored === undefined ? null : stored + AGE_OFFSET;
}
