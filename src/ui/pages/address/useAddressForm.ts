import { AddressFormStore } from '../../../application/address/AddressFormStore';
import { AddressDraftStorageToken } from '../../../infrastructure/ports/AddressDraftStorage';
import { useInjection } from '../../di/ContainerProvider';
import { useInjectionWhenReady } from '../../di/useInjectionWhenReady';

/**
 * The page's own address form. The drafts' storage is downloaded when an address form first opens: the page waits
 * for it once, then builds its form store.
 */
export function useAddressForm(): AddressFormStore {
  useInjectionWhenReady(AddressDraftStorageToken);
  return useInjection(AddressFormStore);
}
