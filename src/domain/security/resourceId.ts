/**
 * What an id taken from a URL or from data may look like before it is put into an API path or a route
 * (FEATURES F-safety): letters, digits, '_' and '-', 1 to 64 characters. Anything else (slashes, dots, '%', spaces)
 * is treated as an id that does not exist, without asking the server.
 */
export const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isSafeResourceId = (id: unknown): id is string => typeof id === 'string' && RESOURCE_ID_PATTERN.test(id);
