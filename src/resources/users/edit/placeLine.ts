import type { UserDetail } from '../../../../contract/users';

type Place = Pick<UserDetail, 'address' | 'city' | 'zip_code' | 'country'>;

/** The address line, then city, zip and country unless the address already names them. */
export function placeLine({ address, city, zip_code, country }: Place): string {
  const written = (address ?? '').toLowerCase();
  const extra = [city, zip_code, country].filter(
    (part): part is string => Boolean(part) && !written.includes((part ?? '').toLowerCase()),
  );
  return [address, ...extra].filter(Boolean).join(', ');
}
