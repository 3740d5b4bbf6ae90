// One address as the checkout and the order pages show it: contact, phone, the address on one line.
import type { Address } from '@ws/api-sdk';
import { formatAddress } from './format';
import classes from './addresses.module.css';

export function AddressSummary({ address }: { address: Pick<Address, 'contact' | 'phone' | 'province_name' | 'city_name' | 'county_name' | 'address'> }) {
  return (
    <div>
      <div className={classes.head}>
        <span>{address.contact}</span>
        <span>{address.phone}</span>
      </div>
      <p className={classes.line}>{formatAddress(address)}</p>
    </div>
  );
}
