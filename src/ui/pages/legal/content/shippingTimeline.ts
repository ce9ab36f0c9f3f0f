import type { LegalDocument } from '../LegalDocument';

export const SHIPPING_TIMELINE: LegalDocument = {
  title: 'shell.legal.shippingTitle',
  intro: 'How long deliveries take and what happens when they are late.',
  sections: [
    {
      heading: 'shell.legal.shipping.estimated',
      paragraphs: [
        'Orders usually arrive within roughly 30 minutes to 1 hour. Times are estimates and not guaranteed: distance, weather, demand and train schedules can change them.',
      ],
    },
    {
      heading: 'shell.legal.shipping.delays',
      paragraphs: [
        'If a delivery is significantly delayed we may, at our discretion, offer compensation, a discount or a refund.',
      ],
    },
    {
      heading: 'shell.legal.shipping.status',
      paragraphs: [
        'You receive status updates by SMS, e-mail or app notification, and can follow the order on the Track Order screen.',
      ],
    },
    {
      heading: 'shell.legal.shipping.missed',
      paragraphs: [
        'If the delivery partner cannot reach you, a perishable order may be marked delivered without a refund. Please keep your phone reachable.',
      ],
    },
  ],
};
