/**
 * The delivery partner card (FEATURES F-account): the product shows a sample partner; no partner data comes from the
 * API.
 */
export interface DeliveryPartner {
  name: string;
  /** Dialable, with the country code. */
  phone: string;
  rating: number;
  vehicle: string;
  vehicleNumber: string;
}

export const SAMPLE_DELIVERY_PARTNER: DeliveryPartner = {
  name: 'Ravi Kumar',
  phone: '+919812345670',
  rating: 4.8,
  vehicle: 'Honda Activa',
  vehicleNumber: 'DL 3S AB 1234',
};
