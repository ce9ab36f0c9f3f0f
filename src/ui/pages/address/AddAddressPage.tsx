import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ADDRESS_LIST_PATH, AddressFormView, AddressPageFrame } from './AddressFormView';
import { useAddressForm } from './useAddressForm';
import { useReturnAfterSave } from './useReturnAfterSave';

/** /user/address/add: the 'Add New Address' form. */
export const AddAddressPage = observer(function AddAddressPage() {
  const t = useT();
  const form = useAddressForm();
  const navigate = useNavigate();
  useReturnAfterSave(form.saved);
  return (
    <AddressPageFrame title={t('header.addNewAddress')}>
      <AddressFormView
        form={form}
        submitLabel={t('account.address.save')}
        onCancel={() => void navigate(ADDRESS_LIST_PATH)}
      />
    </AddressPageFrame>
  );
});
