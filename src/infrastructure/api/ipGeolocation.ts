/** The operation name of the IP-geolocation lookup, for simulated faults (it is not a user-API path). */
export const IP_GEOLOCATION_OPERATION = 'ip-geolocation';

const fill = (template: string, value: string) =>
  template.includes('{ip}') ? template.replace('{ip}', value) : `${template.replace(/\/?$/, '/')}${value}`;

/** The lookup URL for an IP: `{ip}` in the configured template is replaced, else the IP is appended. */
export const ipGeolocationUrlFor = (template: string, ip: string): string => fill(template, encodeURIComponent(ip));

/** The same URL as a route pattern with an `:ip` parameter (for request handlers). */
export const ipGeolocationUrlPattern = (template: string): string => fill(template, ':ip');
