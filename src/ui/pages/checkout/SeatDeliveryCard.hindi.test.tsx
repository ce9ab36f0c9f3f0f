import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { seatCheckout } from '../../../../test/helpers/seatCheckout';

const SEAT_FORM = 'मेरी सीट पर डिलीवर करें';

describe('the seat form at checkout in Hindi', () => {
  inLanguage('hi');

  it('names the train, the stop, the fields and the rules’ messages in Hindi', async () => {
    const { seat } = await seatCheckout(37, SEAT_FORM);
    const user = userEvent.setup();
    const field = (name: string) => within(seat).getByRole('textbox', { name });
    expect(within(seat).getByText(/^ट्रेन 12955 /)).toBeInTheDocument();
    expect(within(seat).getByText(/^Jaipur \(JP\) · अनुमानित \d\d:\d\d/)).toBeInTheDocument();
    // The test's wall clock is past the demo run's Jaipur stop: why it takes no order, in Hindi.
    expect(within(seat).getByRole('alert')).toHaveTextContent('ट्रेन पहुँच चुकी है');
    expect(within(seat).getByText('डिलीवरी वाला प्लेटफ़ॉर्म पर इसी नंबर पर कॉल करेगा')).toBeInTheDocument();

    await user.clear(field('कोच'));
    await user.type(field('कोच'), 'Z9');
    await user.clear(field('बर्थ'));
    await user.type(field('बर्थ'), '99');
    await user.clear(field('यात्री का नाम'));
    await user.clear(field('मोबाइल नंबर'));
    await user.type(field('मोबाइल नंबर'), '98765');
    await user.click(field('कोच'));
    expect(within(seat).getByText('क्लास 3A के कोच B1, B2… हैं')).toBeInTheDocument();
    expect(within(seat).getByText('इस कोच में बर्थ 1 से 72 तक हैं')).toBeInTheDocument();
    expect(within(seat).getByText('यात्री का नाम डालें')).toBeInTheDocument();
    // The mobile follows the app's shared phone rule, worded as everywhere else.
    expect(within(seat).getByText('कृपया सही 10 अंकों का फ़ोन नंबर डालें')).toBeInTheDocument();
    expect(within(seat).queryByText(/Coach|Berth|Enter|passenger|phone|delivery/i)).toBeNull();
  });

  it("says the kitchen's minimum order in Hindi", async () => {
    // Jaipur's Kitchen 34 takes orders of ₹199 and up; one plain dish is less.
    const { seat } = await seatCheckout(34, SEAT_FORM);
    expect(within(seat).getByText('इस रेस्टोरेंट के लिए कम से कम ₹199 का ऑर्डर')).toBeInTheDocument();
    expect(within(seat).queryByText(/Minimum order/)).toBeNull();
  });
});
