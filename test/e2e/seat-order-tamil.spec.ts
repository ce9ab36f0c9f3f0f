import { ORDER_ID } from './support/checkout';
import { expect, test } from './support/fixtures';
import { dishCard, plainDish } from './support/menus';

/** 23 Nov 2026, 11:00 IST: train 12955 (boarded at Mumbai Central the day before) is past Sawai Madhopur. */
const MID_JOURNEY = new Date('2026-11-23T11:00:00+05:30');
/** Asha Verma's confirmed ticket on train 12955: Coach B2, Berth 34 (README, demo PNRs). */
const ASHA_PNR = '2401234567';
/** C-Scheme Wood Fired Pizza, a kitchen at Jaipur. */
const JAIPUR_KITCHEN = 37;

test('தமிழ் chosen in the header: a journey found by PNR, a stop, a dish and a cash on delivery order to the seat, in Tamil', async ({
  page,
  signedIn,
}) => {
  await page.clock.install({ time: MID_JOURNEY });
  await signedIn();
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'தமிழ்' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('இந்தியாவின் சிறந்த பாரம்பரிய உணவு டெலிவரி');
  await expect(page.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');

  // The journey, by PNR.
  // The home page's train tab (the footer names the same page).
  await page.getByRole('main').getByRole('link', { name: 'ரயிலில் உணவு' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ரயிலில் உணவு' })).toBeVisible();
  await page.getByRole('textbox', { name: 'PNR எண்' }).fill(ASHA_PNR);
  await page.getByRole('button', { name: 'பயணத்தைக் கண்டறி' }).click();
  await expect(page).toHaveURL(/\/train\/journey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் பயணம்' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '12955 Mumbai Central – Jaipur Superfast Express' })).toBeVisible();
  await expect(page.getByText('கோச் B2, பெர்த் 34')).toBeVisible();
  await expect(page.getByText('Sawai Madhopur மற்றும் Durgapura இடையே')).toBeVisible();
  await expect(page.getByRole('button', { name: 'கடந்த 16 நிலையங்களைக் காட்டு' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByTestId('stop-JP')).toContainText('12:10க்குள் ஆர்டர் செய்யுங்கள்');

  // A stop: Jaipur, and one of its kitchens.
  await page.getByRole('button', { name: 'Jaipur இல் இங்கே ஆர்டர் செய்யுங்கள்' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jaipur (JP) இல் உணவு' })).toBeVisible();
  await page.getByRole('link', { name: 'C-Scheme Wood Fired Pizza மெனுவைப் பார்' }).click();
  await expect(page.getByText('ரயில் 12955 இல் உங்கள் இருக்கைக்கு, Jaipur (JP) இல் · 12:10க்குள் ஆர்டர் செய்யுங்கள்')).toBeVisible();

  // Food, to the seat.
  await dishCard(page, plainDish(JAIPUR_KITCHEN)).getByRole('button', { name: 'சேர்', exact: true }).click();
  const cartBar = page.getByRole('region', { name: 'கார்ட் சுருக்கம்' });
  await expect(cartBar).toContainText('1 பொருள் சேர்க்கப்பட்டது');
  await expect(cartBar).toContainText('உங்கள் இருக்கைக்கு இலவச டெலிவரி');
  await cartBar.getByRole('link', { name: 'கார்ட்டைப் பார்' }).click();

  // Cash on delivery: the seat comes from the ticket, the mobile from the signed-in customer.
  await expect(page.getByRole('heading', { level: 1, name: 'கட்டணம்' })).toBeVisible();
  await page.getByRole('button', { name: 'கேஷ் ஆன் டெலிவரி' }).click();
  await page.getByRole('button', { name: 'ஆர்டர் செய்' }).click();

  // The order, and its seat confirmation: the train, the stop, the seat order's state and its delivery code.
  await expect(page).toHaveURL(/\/order-status-cod\/RB\d+$/);
  const orderId = page.url().match(ORDER_ID)![0];
  await expect(page.getByRole('heading', { name: 'ஆர்டர் வெற்றிகரமாகச் செய்யப்பட்டது!' })).toBeVisible();
  await expect(page.getByText(`ஆர்டர் ID: ${orderId}`)).toBeVisible();
  await expect(page.getByText(/12955 .*Jaipur \(JP\).*B2.*34/)).toBeVisible();
  const seat = page.getByRole('region', { name: 'ரயில் 12955 Mumbai Central – Jaipur Superfast Express' });
  await expect(seat).toContainText('இருக்கை ஆர்டர்: உறுதியானது');
  await expect(seat).toContainText('Jaipur (JP): எதிர்பார்ப்பு 12:40');
  await expect(seat).toContainText(/டெலிவரி குறியீடு: \d{4}/);
  await expect(seat.getByRole('button', { name: 'ஆர்டரை ரத்து செய்' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
});
