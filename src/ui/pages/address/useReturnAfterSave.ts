import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADDRESS_SAVED_REDIRECT_MS } from '../../../domain/address/addressMessages';
import { ADDRESS_LIST_PATH } from './AddressFormView';

/** Back to the address list about 1 s after a successful save (FEATURES F-address). */
export function useReturnAfterSave(saved: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => void navigate(ADDRESS_LIST_PATH), ADDRESS_SAVED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);
}
