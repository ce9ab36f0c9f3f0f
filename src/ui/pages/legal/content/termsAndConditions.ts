import type { LegalDocument } from '../LegalDocument';

export const TERMS_AND_CONDITIONS: LegalDocument = {
  title: 'drawer.terms',
  effective: 'Effective from 10th July 2025',
  intro:
    'These terms govern your use of RailBite to order food for delivery to your home, office or train seat. By placing an order you accept them.',
  sections: [
    {
      heading: 'shell.legal.terms.eligibility',
      paragraphs: [
        'RailBite is not intended for children under 18. By using the service you confirm that you are at least 18 years old.',
      ],
    },
    {
      heading: 'shell.legal.terms.orders',
      points: [
        'An order is confirmed only after a successful payment (or the choice of cash on delivery, where offered) and a confirmation message from us.',
        'Prices, taxes, delivery charges and fees are shown on the payment page before you pay.',
        'Restaurants prepare the food; we arrange its delivery and handle payment and support.',
      ],
    },
    {
      heading: 'shell.legal.terms.cancellations',
      points: [
        'You can cancel within 1-2 minutes of placing an order.',
        'An order cannot be cancelled once preparation has started or a delivery person has been dispatched.',
        'We may cancel an order that cannot be fulfilled; you then receive a full refund.',
      ],
    },
    {
      heading: 'shell.legal.terms.delivery',
      paragraphs: [
        'Delivery times are estimates. See the Delivery and shipping timeline page for details, including deliveries to train passengers.',
      ],
    },
    {
      heading: 'shell.legal.terms.liability',
      paragraphs: ['Our liability for any order is limited to the value of that order.'],
    },
    {
      heading: 'shell.legal.terms.law',
      paragraphs: ['These terms are governed by the laws of India. The courts of Delhi have exclusive jurisdiction.'],
    },
  ],
};
