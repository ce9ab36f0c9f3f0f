import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { ADDRESS_LIST_PATH, AddressFormView, AddressPageFrame } from './AddressFormView';
import { useAddressForm } from './useAddressForm';
import { useReturnAfterSave } from './useReturnAfterSave';

/** /user/address/add: the 'Add New Address' form. */
export const AddAddressPage = observer(function AddAddressPage() {
  const form = useAddressForm();
  const navigate = useNavigate();
  useReturnAfterSave(form.saved);
  return (
    <AddressPageFrame title="Add New Address">
      <AddressFormView form={form} submitLabel="Save Address" onCancel={() => void navigate(ADDRESS_LIST_PATH)} />
    </AddressPageFrame>
  );
});
