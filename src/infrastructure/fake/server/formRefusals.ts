import type { ProfileProblem, NewPasswordProblem } from '../../../domain/account/profileValidation';
import type { AddressDraftProblem } from '../../../domain/address/addressValidation';

/** The form problems the demo backend refuses a request for (it checks what the client checks). */
export type RefusedProblem = ProfileProblem | NewPasswordProblem | AddressDraftProblem;

/**
 * The backend's own words for a refused form, in English as a real provider answers (the spec's texts); the client
 * shows them as they came.
 */
export function refusalText(problem: RefusedProblem): string {
  switch (problem.kind) {
    case 'nameRequired':
      return 'Name is required';
    case 'nameTooLong':
      return `Name must not exceed ${problem.max} characters`;
    case 'emailRequired':
      return 'Email is required';
    case 'emailFormat':
      return `Please enter a valid email format (e.g., ${problem.example})`;
    case 'emailTooLong':
      return `Email must not exceed ${problem.max} characters`;
    case 'mobileRequired':
      return 'Mobile number is required';
    case 'mobileInvalid':
      return 'Please enter a valid mobile number';
    case 'mobileFirstDigit':
      return 'Mobile number must start with 6, 7, 8, or 9';
    case 'mobileLength':
      return 'Mobile number must be exactly 10 digits';
    case 'passwordRequired':
      return 'Password is required';
    case 'passwordTooShort':
      return `Password must be at least ${problem.min} characters long`;
    case 'passwordComposition':
      return `Password must include at least one uppercase letter, one lowercase letter, one number, and one special character ${problem.characters}`;
    case 'addressFieldsRequired':
      return 'Please fill in all required fields';
    case 'mapPoint':
      return 'Please select a location on the map';
    case 'pincode':
      return 'Please enter a valid 6-digit pincode';
  }
}
