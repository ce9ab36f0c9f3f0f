import type { LegalDocument } from '../LegalDocument';

export const REFUND_POLICY: LegalDocument = {
  title: 'shell.legal.refundTitle',
  effective: 'Effective from 10th July 2025',
  intro: 'We want every meal to arrive right. When it does not, this is how refunds work.',
  sections: [
    {
      heading: 'shell.legal.refund.ask',
      paragraphs: [
        'Request a refund within 30 minutes of delivery, or of the scheduled delivery time if the order did not arrive, from Help & Support.',
      ],
    },
    {
      heading: 'shell.legal.refund.eligible',
      points: [
        'Non-delivery of the order.',
        'An incorrect or incomplete order.',
        'Quality issues with the food.',
        'Cancellation by RailBite or the restaurant.',
      ],
    },
    {
      heading: 'shell.legal.refund.notEligible',
      points: [
        'Wrong delivery details given by the customer.',
        'The customer being unavailable at delivery.',
        'Taste preference.',
      ],
    },
    {
      heading: 'shell.legal.refund.decision',
      points: [
        'We decide within 7 business days.',
        'UPI and wallets: credited within 2-5 business days.',
        'Cards and net banking: credited within 5-10 business days.',
      ],
    },
  ],
};
