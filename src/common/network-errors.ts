/**
 * The one table of network error codes: what each is called in a message, and whether a
 * request that failed with it certainly never reached the server (so a POST did nothing).
 */
export interface NetworkError {
  words: string;
  /** The request never left: a refused connection or a failed DNS look-up. */
  notSent: 'refused' | 'dns' | false;
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
