import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { errorFromResponse } from './errorFromResponse';
import { errorText, NETWORK_ERROR_TEXT, responseErrorText, serverErrorText } from './errorText';

describe('serverErrorText (spec error formatter)', () => {
  it('uses a string body as is', () => expect(serverErrorText('Invalid OTP')).toBe('Invalid OTP'));
  it('prefers the error field over the message field', () =>
    expect(serverErrorText({ error: 'Phone taken', message: 'Bad request' })).toBe('Phone taken'));
  it('falls back to the message field', () =>
    expect(serverErrorText({ message: 'Invalid credentials' })).toBe('Invalid credentials'));
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
    expect(errorFromResponse(500, null)).toMatchObject({ kind: 'server', message: NETWORK_ERROR_TEXT });
  });
});

describe('responseErrorText (FEATURES F-safety: server error bodies)', () => {
  it('shows text only from a JSON object on a 4xx, trimmed and at most 200 characters', () => {
    expect(responseErrorText(409, { error: '  Phone already registered ' })).toBe('Phone already registered');
    expect(responseErrorText(400, { message: 'm'.repeat(300) })).toHaveLength(200);
    expect(responseErrorText(200, { success: false, message: 'Declined' })).toBe('Declined');
  });

  it("gives 5xx, HTML, plain-text, array and empty bodies the spec's generic text", () => {
    expect(responseErrorText(500, { message: 'TypeError: x is undefined\n at y (/srv/app.js:1:1)' })).toBe(
      NETWORK_ERROR_TEXT,
    );
    expect(responseErrorText(502, '<html><h1>502 Bad Gateway</h1></html>')).toBe(NETWORK_ERROR_TEXT);
    expect(responseErrorText(429, 'Too many requests')).toBe(NETWORK_ERROR_TEXT);
    expect(responseErrorText(400, undefined)).toBe(NETWORK_ERROR_TEXT);
    expect(responseErrorText(400, ['a'])).toBe(NETWORK_ERROR_TEXT);
    expect(responseErrorText(400, { message: 42 })).toBe(NETWORK_ERROR_TEXT);
  });
});
