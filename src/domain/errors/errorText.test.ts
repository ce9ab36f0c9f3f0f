import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { errorFromResponse } from './errorFromResponse';
import { errorText, NETWORK_ERROR_TEXT, SERVER_ERROR_TEXT, serverErrorText } from './errorText';

describe('serverErrorText (spec error formatter)', () => {
  it('uses a string body as is', () => expect(serverErrorText('Invalid OTP')).toBe('Invalid OTP'));
  it('prefers the error field over the message field', () =>
    expect(serverErrorText({ error: 'Phone taken', message: 'Bad request' })).toBe('Phone taken'));
  it('falls back to the message field', () => expect(serverErrorText({ message: 'Invalid credentials' })).toBe('Invalid credentials'));
  it("falls back to 'Network Error.'", () => {
    expect(serverErrorText(undefined)).toBe(NETWORK_ERROR_TEXT);
    expect(serverErrorText({ error: '' })).toBe(NETWORK_ERROR_TEXT);
    expect(serverErrorText(42)).toBe(NETWORK_ERROR_TEXT);
  });
});

describe('errorText', () => {
  it('reads the message of an AppError', () => expect(errorText(new AppError('rejected', 'Nope'))).toBe('Nope'));
  it('reads a plain object like a response body', () => expect(errorText({ message: 'x' })).toBe('x'));
});

describe('errorFromResponse', () => {
  it('classifies statuses', () => {
    expect(errorFromResponse(401, {}).kind).toBe('unauthorized');
    expect(errorFromResponse(404, {}).kind).toBe('not-found');
    expect(errorFromResponse(409, { message: 'Phone already registered' }).message).toBe('Phone already registered');
    expect(errorFromResponse(500, null).message).toBe(SERVER_ERROR_TEXT);
  });
});
