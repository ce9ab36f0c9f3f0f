import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickerMessage } from '../../application/maps/LocationPickerStore';
import type { FormProblem, FormProblemKind } from '../../domain/validation/formProblem';
import { formProblemText } from './formProblemText';
import { loadScreenMessages, switchLanguage } from './i18n';
import { pickerMessageText } from './pickerMessageText';

/** One problem of every kind (the type makes a new kind fail here until it has a sample) and its spec English. */
const SAMPLES: { [K in FormProblemKind]: [Extract<FormProblem, { kind: K }>, string] } = {
  required: [{ kind: 'required' }, 'This field is required'],
  phone: [{ kind: 'phone' }, 'Please enter a valid 10-digit phone number'],
  email: [{ kind: 'email' }, 'Please enter a valid email address'],
  nameTooLong: [{ kind: 'nameTooLong', max: 50 }, 'Name must not exceed 50 characters'],
  weakPassword: [
    { kind: 'weakPassword', min: 8 },
    'Use at least 8 characters with an uppercase and a lowercase letter, a number and a special character',
  ],
  emailAndPhoneRequired: [{ kind: 'emailAndPhoneRequired' }, 'Please enter both email and phone number'],
  allFieldsRequired: [{ kind: 'allFieldsRequired' }, 'Please fill in all fields'],
  passwordRulesUnmet: [{ kind: 'passwordRulesUnmet' }, 'Please ensure your password meets all requirements'],
  passwordsDiffer: [{ kind: 'passwordsDiffer' }, 'Passwords do not match'],
  otpIncomplete: [{ kind: 'otpIncomplete' }, 'Please enter the complete 6-digit OTP'],
  nameRequired: [{ kind: 'nameRequired' }, 'Name is required'],
  emailRequired: [{ kind: 'emailRequired' }, 'Email is required'],
  emailFormat: [
    { kind: 'emailFormat', example: 'help@railbite.in' },
    'Please enter a valid email format (e.g., help@railbite.in)',
  ],
  emailTooLong: [{ kind: 'emailTooLong', max: 100 }, 'Email must not exceed 100 characters'],
  mobileRequired: [{ kind: 'mobileRequired' }, 'Mobile number is required'],
  mobileInvalid: [{ kind: 'mobileInvalid' }, 'Please enter a valid mobile number'],
  mobileFirstDigit: [{ kind: 'mobileFirstDigit' }, 'Mobile number must start with 6, 7, 8, or 9'],
  mobileLength: [{ kind: 'mobileLength' }, 'Mobile number must be exactly 10 digits'],
  fixErrors: [{ kind: 'fixErrors' }, 'Fix all validation errors before saving'],
  passwordRequired: [{ kind: 'passwordRequired' }, 'Password is required'],
  passwordTooShort: [{ kind: 'passwordTooShort', min: 8 }, 'Password must be at least 8 characters long'],
  passwordComposition: [
    { kind: 'passwordComposition', characters: '!@#$%^&*(),.?":{}|<>_-+=~' },
    'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character !@#$%^&*(),.?":{}|<>_-+=~',
  ],
  confirmationDiffers: [{ kind: 'confirmationDiffers' }, 'Passwords do not match.'],
  otpInvalid: [{ kind: 'otpInvalid' }, 'Please enter a valid 6-digit OTP'],
  addressFieldsRequired: [{ kind: 'addressFieldsRequired' }, 'Please fill in all required fields'],
  mapPoint: [{ kind: 'mapPoint' }, 'Please select a location on the map'],
  pincode: [{ kind: 'pincode' }, 'Please enter a valid 6-digit pincode'],
  addressFieldRequired: [{ kind: 'addressFieldRequired', field: 'completeAddress' }, 'Complete address is required'],
};
const FIELD_REQUIRED: Array<[FormProblem, string]> = [
  [{ kind: 'addressFieldRequired', field: 'area' }, 'Area is required'],
  [{ kind: 'addressFieldRequired', field: 'city' }, 'City is required'],
  [{ kind: 'addressFieldRequired', field: 'pincode' }, 'Pincode is required'],
];
const PROBLEMS: Array<[FormProblem, string]> = [...Object.values(SAMPLES), ...FIELD_REQUIRED];

const PICKER: Record<PickerMessage, string> = {
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unsupported: 'Geolocation is not supported by this browser',
  unknown: 'An unknown error occurred while getting location.',
  notLoaded: 'Maps API not loaded yet',
  noAddressDetails: 'Unable to get address details',
  notFound: 'Location not found',
  searchFailed: 'Search failed. Please try again.',
  currentLocationFailed: 'Unable to get your current location',
};

/** A letter of each language's own script: a message left in English has none. */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, bn: /[\u0980-\u09FF]/ } as const;

describe("the form rules' problems and the map picker's messages, worded in one place", () => {
  beforeAll(loadScreenMessages);
  afterAll(() => switchLanguage('en'));

  it("reads every problem and message in English word for word as the spec says it, with the problem's data", () => {
    for (const [problem, english] of PROBLEMS) expect(formProblemText(problem)).toBe(english);
    for (const [message, english] of Object.entries(PICKER)) {
      expect(pickerMessageText(message as PickerMessage)).toBe(english);
    }
  });

  it.each(Object.keys(SCRIPT) as Array<keyof typeof SCRIPT>)(
    'words every problem and message in %s, none left in English',
    async (code) => {
      await switchLanguage(code);
      for (const [problem, english] of PROBLEMS) {
        const text = formProblemText(problem);
        expect(text, problem.kind).not.toBe(english);
        expect(text, problem.kind).toMatch(SCRIPT[code]);
      }
      for (const [message, english] of Object.entries(PICKER)) {
        const text = pickerMessageText(message as PickerMessage);
        expect(text, message).not.toBe(english);
        expect(text, message).toMatch(SCRIPT[code]);
      }
    },
  );

  it("fills the problem's data into the words of every language", async () => {
    await switchLanguage('hi');
    expect(formProblemText({ kind: 'nameTooLong', max: 50 })).toBe('नाम 50 अक्षरों से ज़्यादा नहीं हो सकता');
    expect(formProblemText({ kind: 'emailFormat', example: 'help@railbite.in' })).toContain('help@railbite.in');
    await switchLanguage('ta');
    expect(formProblemText({ kind: 'passwordTooShort', min: 8 })).toContain('8');
  });
});
