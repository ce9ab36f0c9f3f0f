import type { LegalDocument } from '../LegalDocument';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'drawer.privacy',
  intro: 'This policy explains what personal data RailBite collects, why, and the choices you have.',
  sections: [
    {
      heading: 'shell.legal.privacy.collect',
      points: [
        'Account details: name, phone number and e-mail address.',
        'Delivery addresses and, with your permission, your device location.',
        'Order history, ratings and support conversations.',
        'Payment status (card details are handled by our payment partner, not stored by us).',
      ],
    },
    {
      heading: 'shell.legal.privacy.use',
      points: [
        'To take, deliver and support your orders.',
        'To show restaurants near you and estimate delivery times.',
        'To send order updates and, if you allow it, notifications.',
        'To prevent fraud and keep the service secure.',
      ],
    },
    {
      heading: 'shell.legal.privacy.sharing',
      paragraphs: [
        'We share only what is needed: the restaurant sees your order; the delivery partner sees your name, phone number and delivery address. We do not sell personal data.',
      ],
    },
    {
      heading: 'shell.legal.privacy.cookies',
      paragraphs: [
        'We keep your session, cart and saved addresses in your browser so the app works between visits. Clearing your browser data removes them.',
      ],
    },
    {
      heading: 'shell.legal.privacy.security',
      paragraphs: [
        'Data is transferred over encrypted connections and access to it is restricted to people who need it.',
      ],
    },
    {
      heading: 'shell.legal.privacy.retention',
      paragraphs: ['We keep order records as long as the law requires and account data until you delete your account.'],
    },
    {
      heading: 'shell.legal.privacy.rights',
      paragraphs: [
        'You can see and correct your profile in Account Settings, and ask us to delete your account and data by writing to support.',
      ],
    },
  ],
};
