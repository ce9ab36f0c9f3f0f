import { PRIVACY_POLICY } from './content/privacyPolicy';
import { REFUND_POLICY } from './content/refundPolicy';
import { SHIPPING_TIMELINE } from './content/shippingTimeline';
import { TERMS_AND_CONDITIONS } from './content/termsAndConditions';
import { LegalPage } from './LegalPage';

export const TermsPage = () => <LegalPage document={TERMS_AND_CONDITIONS} />;
export const PrivacyPolicyPage = () => <LegalPage document={PRIVACY_POLICY} />;
export const RefundPolicyPage = () => <LegalPage document={REFUND_POLICY} />;
export const ShippingTimelinePage = () => <LegalPage document={SHIPPING_TIMELINE} />;
