import { AddressFormStore } from '../../../application/address/AddressFormStore';
import { useInjection } from '../../di/ContainerProvider';

/** The page's own address form (a new store for each screen: its draft is the page's). */
export function useAddressForm(): AddressFormStore {
  return useInjection(AddressFormStore);
}
