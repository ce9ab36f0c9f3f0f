import type { LegalDocument } from '../LegalDocument';

export const REFUND_POLICY: LegalDocument = {
  title: 'shell.legal.refundTitle',
  effective: 'Effective from 10th July 2025',
  intro: 'We want every meal to arrive right. When it does not, this is how refunds work.',
  sections: [
    {
      heading: 'How to ask',
      paragraphs: [
        'Request a refund within 30 minutes of delivery, or of the scheduled delivery time if the order did not arrive, from Help & Support.',
      ],
    },
    {
      heading: 'Eligible',
      points: [
        'Non-delivery of the order.',
        'An incorrect or incomplete order.',
        'Quality issues with the food.',
        'Cancellation by RailBite or the restaurant.',
      ],
    },
    {
      heading: 'Not eligible',
      points: [
        'Wrong delivery details given by the customer.',
        'The customer being unavailable at delivery.',
        'Taste preference.',
      ],
    },
    {
      heading: 'Decision and timing',
      points: [
        'We decide within 7 business days.',
        'UPI and wallets: credited within 2-5 business days.',
        'Cards and net banking: credited within 5-10 business days.',
      ],
    },
  ],
};
