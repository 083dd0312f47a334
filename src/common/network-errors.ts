/**
 * The one table of network error codes: what each is called in a message, and whether a
 * request that failed with it certainly never reached the server (so a POST did nothing).
 */
export interface NetworkError {
  words: string;
  /**
   * The request never left: a refused connection, a failed DNS look-up, or a TLS handshake that
   * failed on the certificate (nothing is written to a connection before its handshake ends).
   */
  notSent: 'refused' | 'dns' | 'tls' | false;
}

const NETWORK_ERRORS: Readonly<Record<string, NetworkError>> = {
  ECONNREFUSED: { words: 'connection refused', notSent: 'refused' },
  ENOTFOUND: { words: 'DNS lookup failed', notSent: 'dns' },
  EAI_AGAIN: { words: 'DNS lookup failed, temporary', notSent: 'dns' },
  EAI_NONAME: { words: 'DNS lookup failed', notSent: 'dns' },
  ECONNRESET: { words: 'connection reset', notSent: false },
  ETIMEDOUT: { words: 'connection timed out', notSent: false },
  EPIPE: { words: 'connection broken', notSent: false },
  UND_ERR_CONNECT_TIMEOUT: { words: 'connection timed out', notSent: false },
  UND_ERR_SOCKET: { words: 'connection broken', notSent: false },
  DEPTH_ZERO_SELF_SIGNED_CERT: { words: 'a self-signed certificate', notSent: 'tls' },
  SELF_SIGNED_CERT_IN_CHAIN: { words: 'a self-signed certificate in the chain', notSent: 'tls' },
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
  UNABLE_TO_GET_ISSUER_CERT: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
  CERT_UNTRUSTED: { words: 'a certificate not trusted', notSent: 'tls' },
  CERT_REJECTED: { words: 'a certificate not trusted', notSent: 'tls' },
  CERT_SIGNATURE_FAILURE: { words: 'a certificate whose signature fails', notSent: 'tls' },
  CERT_HAS_EXPIRED: { words: 'an expired certificate', notSent: 'tls' },
  CERT_NOT_YET_VALID: { words: 'a certificate not yet valid', notSent: 'tls' },
  CERT_REVOKED: { words: 'a revoked certificate', notSent: 'tls' },
  ERR_TLS_CERT_ALTNAME_INVALID: { words: 'a certificate for another host name', notSent: 'tls' },
};

/** What the table says of a code, if it knows it. */
export function networkError(code: string | undefined): NetworkError | undefined {
  return code !== undefined && Object.hasOwn(NETWORK_ERRORS, code) ? NETWORK_ERRORS[code] : undefined;
}

/** `connection reset (ECONNRESET)`; a code the table does not know is still named. */
export function networkErrorWords(code: string): string {
  const known = networkError(code);
  return known ? `${known.words} (${code})` : `a network error (${code})`;
}

/** The code of the network error under an error (fetch wraps it in causes), if there is one. */
export function networkErrorCode(error: unknown): string | undefined {
  for (let cause = error as { cause?: unknown; code?: unknown } | undefined, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause.code === 'string' && (networkError(cause.code) || /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(cause.code)))
      return cause.code;
    cause = cause.cause as typeof cause;
  }
  return undefined;
}
