import { ContainerModule } from 'inversify';
import { PasswordChangeStore } from '../../application/account/PasswordChangeStore';
import { ProfileStore } from '../../application/account/ProfileStore';
import { AddressBookStore } from '../../application/address/AddressBookStore';
import { AddressFormStore } from '../../application/address/AddressFormStore';
import { AddressSelection } from '../../application/address/AddressSelection';
import { ForgotPasswordStore } from '../../application/auth/ForgotPasswordStore';
import { LoginFormStore } from '../../application/auth/LoginFormStore';
import { OtpVerificationStore } from '../../application/auth/OtpVerificationStore';
import { ResetPasswordStore } from '../../application/auth/ResetPasswordStore';
import { SignupFormStore } from '../../application/auth/SignupFormStore';
import { NotificationCenter } from '../../application/notifications/NotificationCenter';
import { PushNotificationsStore } from '../../application/push/PushNotificationsStore';
import { SessionStore } from '../../application/session/SessionStore';
import { SignOut } from '../../application/session/SignOut';
import { AppStartup } from '../../application/startup/AppStartup';
import { HelpCenterStore } from '../../application/support/HelpCenterStore';
import { SupportChatStore } from '../../application/support/SupportChatStore';
import { DemoModeStore } from '../../application/shared/DemoModeStore';
import { LocationFinderStore } from '../../application/maps/LocationFinderStore';
import { LocationPickerStore } from '../../application/maps/LocationPickerStore';
import { CartStore } from '../../application/cart/CartStore';
import { AddOnChooserStore } from '../../application/menu/AddOnChooserStore';
import { MenuOrderingStore } from '../../application/menu/MenuOrderingStore';
import { MenuPageStore } from '../../application/menu/MenuPageStore';
import { RestaurantHeaderStore } from '../../application/menu/RestaurantHeaderStore';
import { OffersPageStore } from '../../application/offers/OffersPageStore';
import { ContractSigningStore } from '../../application/partner/ContractSigningStore';
import { DocumentsForm } from '../../application/partner/DocumentsForm';
import { MenuSetupStore } from '../../application/partner/MenuSetupStore';
import { PartnerOnboardingStore } from '../../application/partner/PartnerOnboardingStore';
import { RestaurantInfoForm } from '../../application/partner/RestaurantInfoForm';
import { RestaurantNameForm } from '../../application/partner/RestaurantNameForm';
import { LocationStore } from '../../application/location/LocationStore';
import { CuisineCatalogueStore } from '../../application/catalogue/CuisineCatalogueStore';
import { RestaurantGridStore } from '../../application/catalogue/RestaurantGridStore';
import { DiscoverNewStore } from '../../application/catalogue/DiscoverNewStore';
import { CuisineRestaurantsStore } from '../../application/catalogue/CuisineRestaurantsStore';
import { SearchStore } from '../../application/search/SearchStore';
import { CheckoutStore } from '../../application/checkout/CheckoutStore';
import { DemoPaymentStore } from '../../application/checkout/DemoPaymentStore';
import { PaymentStatusStore } from '../../application/checkout/PaymentStatusStore';
import { OrderHistoryStore } from '../../application/orders/OrderHistoryStore';
import { TrackOrderStore } from '../../application/tracking/TrackOrderStore';
import { TrainTripStore } from '../../application/train/TrainTripStore';

/**
 * Application stores. App-wide state is a singleton; a screen's form store is transient,
 * so every visit to the screen starts fresh.
 */
export const storeModule = new ContainerModule(({ bind }) => {
  bind(NotificationCenter).toSelf().inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(DemoModeStore).toSelf().inSingletonScope();
  bind(AddressSelection).toSelf().inSingletonScope();
  bind(AppStartup).toSelf().inSingletonScope();
  bind(PushNotificationsStore).toSelf().inSingletonScope();
  bind(SignOut).toSelf().inSingletonScope();
  bind(SupportChatStore).toSelf().inSingletonScope();
  bind(AddressBookStore).toSelf().inSingletonScope();
  bind(CartStore).toSelf().inSingletonScope();
  bind(LocationStore).toSelf().inSingletonScope();
  bind(CuisineCatalogueStore).toSelf().inSingletonScope();
  // issue 13
  bind(TrainTripStore).toSelf().inSingletonScope();

  bind(LoginFormStore).toSelf().inTransientScope();
  bind(SignupFormStore).toSelf().inTransientScope();
  bind(ForgotPasswordStore).toSelf().inTransientScope();
  bind(OtpVerificationStore).toSelf().inTransientScope();
  bind(ResetPasswordStore).toSelf().inTransientScope();
  bind(HelpCenterStore).toSelf().inTransientScope();
  bind(ProfileStore).toSelf().inTransientScope();
  bind(PasswordChangeStore).toSelf().inTransientScope();
  bind(AddressFormStore).toSelf().inTransientScope();
  bind(LocationPickerStore).toSelf().inTransientScope();
  bind(LocationFinderStore).toSelf().inTransientScope();
  bind(MenuPageStore).toSelf().inTransientScope();
  bind(RestaurantHeaderStore).toSelf().inTransientScope();
  bind(AddOnChooserStore).toSelf().inTransientScope();
  bind(MenuOrderingStore).toSelf().inTransientScope();

  bind(PartnerOnboardingStore).toSelf().inSingletonScope();
  bind(RestaurantNameForm).toSelf().inTransientScope();
  bind(RestaurantInfoForm).toSelf().inTransientScope();
  bind(DocumentsForm).toSelf().inTransientScope();
  bind(MenuSetupStore).toSelf().inTransientScope();
  bind(ContractSigningStore).toSelf().inTransientScope();
  bind(OffersPageStore).toSelf().inTransientScope();
  bind(RestaurantGridStore).toSelf().inTransientScope();
  bind(DiscoverNewStore).toSelf().inTransientScope();
  bind(CuisineRestaurantsStore).toSelf().inTransientScope();
  bind(SearchStore).toSelf().inTransientScope();
  bind(CheckoutStore).toSelf().inTransientScope();
  bind(PaymentStatusStore).toSelf().inTransientScope();
  bind(DemoPaymentStore).toSelf().inTransientScope();
  bind(OrderHistoryStore).toSelf().inTransientScope();
  bind(TrackOrderStore).toSelf().inTransientScope();
});
