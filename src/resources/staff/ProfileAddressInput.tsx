import { useController, useFormContext } from 'react-hook-form';
import { AddressPicker, type PickedAddress } from '../../components/map/AddressPicker';

/** Binds the map picker to the form's address, location, city and country_code. */
export function ProfileAddressInput({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext();
  const address = useController({ name: 'address' });
  const location = useController({ name: 'location' });
  const city = useController({ name: 'city' });
  const countryCode = useController({ name: 'country_code' });
  const value: PickedAddress = {
    address: address.field.value ?? null,
    location: location.field.value ?? null,
    city: city.field.value ?? null,
    country_code: countryCode.field.value ?? null,
  };
  function change(next: PickedAddress) {
    for (const [name, fieldValue] of Object.entries(next)) {
      setValue(name, fieldValue, { shouldDirty: true });
    }
  }
  return (
    <AddressPicker
      value={value}
      onChange={change}
      readOnly={readOnly}
      height={600}
      error={Boolean(address.fieldState.error)}
    />
  );
}
