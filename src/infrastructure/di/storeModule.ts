import { ContainerModule } from 'inversify';
import { AddressSelection } from '../../application/address/AddressSelection';
import { ForgotPasswordStore } from '../../application/auth/ForgotPasswordStore';
import { LoginFormStore } from '../../application/auth/LoginFormStore';
import { OtpVerificationStore } from '../../application/auth/OtpVerificationStore';
import { ResetPasswordStore } from '../../application/auth/ResetPasswordStore';
import { SignupFormStore } from '../../application/auth/SignupFormStore';
import { NotificationCenter } from '../../application/notifications/NotificationCenter';
import { SessionStore } from '../../application/session/SessionStore';
import { AppStartup } from '../../application/startup/AppStartup';
import { DemoModeStore } from '../../application/shared/DemoModeStore';
import { LocationStore } from '../../application/location/LocationStore';
import { CuisineCatalogueStore } from '../../application/catalogue/CuisineCatalogueStore';
import { RestaurantGridStore } from '../../application/catalogue/RestaurantGridStore';
import { DiscoverNewStore } from '../../application/catalogue/DiscoverNewStore';
import { CuisineRestaurantsStore } from '../../application/catalogue/CuisineRestaurantsStore';
import { SearchStore } from '../../application/search/SearchStore';

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
  bind(LocationStore).toSelf().inSingletonScope();
  bind(CuisineCatalogueStore).toSelf().inSingletonScope();

  bind(LoginFormStore).toSelf().inTransientScope();
  bind(SignupFormStore).toSelf().inTransientScope();
  bind(ForgotPasswordStore).toSelf().inTransientScope();
  bind(OtpVerificationStore).toSelf().inTransientScope();
  bind(ResetPasswordStore).toSelf().inTransientScope();
  bind(RestaurantGridStore).toSelf().inTransientScope();
  bind(DiscoverNewStore).toSelf().inTransientScope();
  bind(CuisineRestaurantsStore).toSelf().inTransientScope();
  bind(SearchStore).toSelf().inTransientScope();
});
