/** GET {user api}/get-ip: the customer's public IP address as the provider's server sees it (FEATURES F-discovery). */
export interface ClientIpApi {
  /** Rejects with an AppError when the server cannot tell. */
  currentIp(): Promise<string>;
}

export const ClientIpApiToken = Symbol.for('ClientIpApi');
