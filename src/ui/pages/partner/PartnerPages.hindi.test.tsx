import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { givenCompleteRestaurantInfo, givenReadyDraft } from '../../../../test/helpers/partnerDrafts';
import { harnessWithDraft } from '../../../../test/helpers/onboardingHarness';
import { renderPage } from '../../../../test/helpers/renderPage';
import { emptyOnboardingDraft } from '../../../domain/partner/onboardingDraft';
import { routeTitle } from '../../app/title/routeTitles';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { ContractPage } from './contract/ContractPage';
import { RestaurantDocsPage } from './documents/RestaurantDocsPage';
import { RestaurantInfoPage } from './info/RestaurantInfoPage';
import { MenuSetupPage } from './menu/MenuSetupPage';
import { RestaurantNamePage } from './RestaurantNamePage';

/** Words that stay as they are in every language: names, document and service names, and the owner's own data. */
const KEPT =
  /^(RailBite|WhatsApp|FSSAI|GSTIN|PAN|IFSC|OTP|SMS|Banyan|Leaf|Meera|Iyer|Masala|Dosa|Crisp|rice|crepe|Breakfast)$/;

/**
 * Every English word a customer could read or hear on the screen: text, and the names, labels and placeholders of
 * elements. The contract's clauses (marked English: the legal text, introduced by a note in the language) are left out.
 */
function englishLeft(): string[] {
  const root = document.body.cloneNode(true) as HTMLElement;
  root.querySelectorAll('[lang="en-IN"], script, style').forEach((node) => node.remove());
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const words = [...texts, ...attributes].join(' ').match(/\b[A-Za-z]{3,}\b/g) ?? [];
  return words.filter((word) => !KEPT.test(word));
}

describe('partner onboarding in Hindi', () => {
  inLanguage('hi');

  it('asks for the restaurant name, with the progress and the draft button, and says a blank name is missing', async () => {
    await renderPage(<RestaurantNamePage />, '/restaurent-name');
    expect(await screen.findByRole('heading', { level: 1, name: 'अपने रेस्टोरेंट का नाम जोड़ें' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'रजिस्ट्रेशन की प्रगति' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveTextContent('चरण 1: रेस्टोरेंट की जानकारी (मौजूदा चरण)');
    expect(screen.getByRole('button', { name: 'यह ड्राफ़्ट हटाएं' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(screen.getByText('रेस्टोरेंट का नाम डालें')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'रेस्टोरेंट का नाम' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('words step 1: owner details, working days, time slots and every error', async () => {
    const harness = await harnessWithDraft({
      ...emptyOnboardingDraft(),
      restaurantInfo: { ...givenCompleteRestaurantInfo(), ownerName: '', email: 'meera@' },
    });
    await renderPage(<RestaurantInfoPage />, '/restaurent-info', { harness });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'अपने रेस्टोरेंट के बारे में बताएं' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'आगे बढ़ें' }));
    expect(screen.getByText('मालिक का पूरा नाम डालें')).toBeInTheDocument();
    expect(screen.getByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'दूसरे फ़ोन पर WhatsApp' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'रविवार' }));
    await user.click(screen.getByRole('radio', { name: 'हर दिन का अलग समय' }));
    expect(screen.getByRole('region', { name: 'सोमवार का समय' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('सोमवार स्लॉट 1 बंद'));
    await user.type(screen.getByLabelText('सोमवार स्लॉट 1 बंद'), '08:00');
    expect(screen.getByText('बंद होने का समय खुलने के समय के बाद होना चाहिए')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'शनिवार टाइम स्लॉट जोड़ें' }));
    expect(screen.getByRole('button', { name: 'शनिवार स्लॉट 2 हटाएं' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('words the documents, their hints and a format error', async () => {
    await renderPage(<RestaurantDocsPage />, '/restaurant-docs');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'अपने बिज़नेस के दस्तावेज़ जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText(/आपके FSSAI सर्टिफ़िकेट पर इसी रेस्टोरेंट का पता होना चाहिए/)).toBeInTheDocument();
    expect(screen.getByText('14 अंक; सर्टिफ़िकेट 30 दिन के अंदर खत्म नहीं होना चाहिए')).toBeInTheDocument();
    await user.type(screen.getByLabelText('बिज़नेस PAN'), 'AAPXU0939F');
    await user.tab();
    expect(screen.getByText('10 अक्षरों का सही PAN डालें, जैसे AAPFU0939F')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('words the menu: categories, the dish dialog and its errors, a dish and the removal question', async () => {
    await renderPage(<MenuSetupPage />, '/menu-setup');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना मेन्यू तैयार करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'आगे बढ़ें' }));
    expect(screen.getByText('आगे बढ़ने से पहले मेन्यू में कम से कम एक आइटम जोड़ें')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कैटेगरी जोड़ें' }));
    expect(screen.getByText('कैटेगरी का नाम डालें')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'कैटेगरी का नाम' }), 'Breakfast');
    await user.click(screen.getByRole('button', { name: 'कैटेगरी जोड़ें' }));
    expect(screen.getByText('अभी कोई आइटम नहीं है। इस कैटेगरी की पहली डिश जोड़ें।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Breakfast में आइटम जोड़ें' }));
    const dialog = screen.getByRole('dialog', { name: 'डिश जोड़ें' });
    await user.click(within(dialog).getByRole('button', { name: 'आइटम सेव करें' }));
    expect(within(dialog).getByText('आइटम का नाम डालें')).toBeInTheDocument();
    expect(within(dialog).getByText('कीमत डालें')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'मसाला डोसा' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    await user.type(within(dialog).getByLabelText('आइटम का नाम'), 'Masala Dosa');
    await user.type(within(dialog).getByLabelText('कीमत (₹)'), '149');
    await user.click(within(dialog).getByRole('button', { name: 'आइटम सेव करें' }));

    const category = screen.getByRole('region', { name: 'Breakfast' });
    expect(within(category).getByText('1 आइटम')).toBeInTheDocument();
    expect(within(category).getByText(/₹149 · .*4\.0 \(0 रिव्यू\)/)).toBeInTheDocument();
    expect(within(category).getByRole('button', { name: 'Masala Dosa बदलें' })).toBeInTheDocument();
    await user.click(within(category).getByRole('button', { name: 'Breakfast कैटेगरी हटाएं' }));
    const removal = screen.getByRole('dialog', { name: 'Breakfast हटाएं?' });
    expect(removal).toHaveTextContent('इसकी 1 डिश भी हट जाएगी। इसे वापस नहीं लाया जा सकता।');
    expect(englishLeft()).toEqual([]);
  });

  it('words the contract: tabs, terms, commission and earnings, signing, and the signed screen', async () => {
    const harness = await harnessWithDraft(givenReadyDraft());
    await renderPage(<ContractPage />, '/contract', { harness });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'अनुबंध पढ़ें और साइन करें' })).toBeInTheDocument();
    expect(screen.getByText('अनुबंध की धाराएं अंग्रेज़ी में हैं, जिस भाषा में आप अनुबंध साइन करते हैं।')).toBeInTheDocument();
    expect(screen.getByText(/settled every Tuesday/).closest('[lang="en-IN"]')).not.toBeNull();
    expect(screen.getByLabelText('न्यूनतम ऑर्डर राशि')).toHaveValue('99');
    expect(englishLeft()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'कमीशन' }));
    expect(screen.getByRole('radio', { name: '20% · स्टैंडर्ड' })).toBeChecked();
    const estimate = screen.getByRole('region', { name: 'अनुमानित मासिक कमाई' });
    expect(estimate).toHaveTextContent('रोज़ औसतन ₹350 के 25 ऑर्डर, 30 दिन तक (750 ऑर्डर)।');
    expect(within(estimate).getByText('प्लेटफ़ॉर्म फ़ीस (70%)')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    const signing = screen.getByRole('region', { name: 'अनुबंध साइन करें' });
    for (const box of within(signing).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(signing).getByLabelText('हस्ताक्षर (आपका पूरा नाम)'));
    await user.paste('Meera Iyer');
    expect(within(signing).getByText('पहले OTP भेजें')).toBeInTheDocument();
    await user.click(within(signing).getByRole('button', { name: 'OTP भेजें' }));
    expect(within(signing).getByText('+91 9876501234 पर भेजा गया')).toBeInTheDocument();
    expect(within(signing).getByRole('status', { name: 'डेमो वन-टाइम कोड' })).toHaveTextContent(
      /डेमो मोड: कोई SMS नहीं भेजा जाता। आपका वन-टाइम कोड है \d{6}/,
    );
    const code = screen.getByTestId('demo-signing-otp').textContent ?? '';
    await user.type(within(signing).getByLabelText('OTP'), code === '999999' ? '000000' : '999999');
    await user.click(within(signing).getByRole('button', { name: 'अनुबंध साइन करें' }));
    expect(screen.getByText('यह OTP हमारे भेजे OTP से मेल नहीं खाता। जांचकर फिर से कोशिश करें।')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await user.clear(within(signing).getByLabelText('OTP'));
    await user.type(within(signing).getByLabelText('OTP'), code);
    await user.click(within(signing).getByRole('button', { name: 'अनुबंध साइन करें' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अनुबंध साइन हो गया, आपका स्वागत है!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Banyan Leaf अब RailBite का पार्टनर है। .* को Meera Iyer ने साइन किया।/)).toBeInTheDocument();
    expect(screen.getByText('पार्टनर ऐप डाउनलोड करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दूसरा रेस्टोरेंट रजिस्टर करें' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('says which steps are missing before signing, by their Hindi names', async () => {
    await renderPage(<ContractPage />, '/contract');
    const user = userEvent.setup();
    const signing = await screen.findByRole('region', { name: 'अनुबंध साइन करें' });
    expect(within(signing).getByRole('link', { name: 'मेन्यू सेटअप' })).toBeInTheDocument();
    for (const box of within(signing).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(signing).getByLabelText('हस्ताक्षर (आपका पूरा नाम)'));
    await user.paste('Meera Iyer');
    await user.click(within(signing).getByRole('button', { name: 'OTP भेजें' }));
    await user.type(within(signing).getByLabelText('OTP'), screen.getByTestId('demo-signing-otp').textContent ?? '');
    await user.click(within(signing).getByRole('button', { name: 'अनुबंध साइन करें' }));
    expect(screen.getByText('साइन करने से पहले रेस्टोरेंट की जानकारी, दस्तावेज़, मेन्यू सेटअप पूरा करें।')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('titles each onboarding page in Hindi', () => {
    expect(
      ['/restaurent-name', '/restaurent-info', '/restaurant-docs', '/menu-setup', '/contract'].map(routeTitle),
    ).toEqual([
      'अपना रेस्टोरेंट जोड़ें · RailBite',
      'रेस्टोरेंट की जानकारी · RailBite',
      'रेस्टोरेंट के दस्तावेज़ · RailBite',
      'मेन्यू सेटअप · RailBite',
      'पार्टनर अनुबंध · RailBite',
    ]);
  });
});

describe.each([
  { code: 'ta', heading: 'உங்கள் ஒப்பந்தத்தைப் படித்துக் கையெழுத்திடுங்கள்', commission: 'கமிஷன்' },
  { code: 'bn', heading: 'চুক্তি পড়ে সই করুন', commission: 'কমিশন' },
])('partner contract in $code', ({ code, heading, commission }) => {
  beforeEach(async () => {
    await loadScreenMessages();
    await switchLanguage(code);
  });
  afterEach(() => switchLanguage('en'));

  it('leaves no English but names and the English clauses, on the terms and the commission tabs', async () => {
    const harness = await harnessWithDraft(givenReadyDraft());
    await renderPage(<ContractPage />, '/contract', { harness });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('tab', { name: commission }));
    expect(englishLeft()).toEqual([]);
  });
});
