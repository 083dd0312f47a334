/**
 * The runner's proxy variables, read once and checked before any request: a malformed one is an
 * input error that names the variable, with its credentials shown as *** (and a value whose
 * credentials cannot be told apart not shown at all).
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'] as const;

export interface ProxySettings {
  /** Problems to report as input errors. */
  problems: string[];
  /** Credentials found in the variables: secrets, never to be printed. */
  secrets: string[];
  /** The proxy a request to this URL goes through, without credentials; undefined for direct. */
  proxyFor(url: URL): string | undefined;
  /**
   * The environment a proxied request's agent reads (Node's `proxyEnv`): the very proxies
   * `proxyFor` names, with their credentials, and nothing else. Node would prefer another case of
   * the same variable, and read NO_PROXY by rules of its own: the proxy named is the proxy used.
   */
  proxyEnv(): NodeJS.ProcessEnv;
}

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * A value that may be a URL with credentials but does not parse, as it may be shown: all before its
 * last `@` (after any `scheme://`) is `***`, since a password may hold `/`, `#`, `?` or `@`.
 */
export function withoutCredentials(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const schemeEnd = value.indexOf('://');
  return `${schemeEnd >= 0 && schemeEnd < at ? value.slice(0, schemeEnd + 3) : ''}***${value.slice(at)}`;
}

/**
 * How a value that is no URL is named in its input error: `scheme://***@host` when an `@` says where
 * its credentials end; `host` or `host:port` as it is; else not at all (`user:password`, a vendor's
 * `host:port:user:password`), its fields after the host (and port) taken as credentials.
 */
function notAUrl(value: string, secrets: string[]): string {
  const at = value.lastIndexOf('@');
  const schemeEnd = value.indexOf('://');
  if (at >= 0) return `is ${JSON.stringify(withoutCredentials(value))}, which is not a URL`;
  const fields = value.slice(schemeEnd >= 0 ? schemeEnd + 3 : 0).split(':');
  // host or host:port: nothing in it can be a password; but `user:password` (no port) is credentials.
  if (fields.length === 1 || (fields.length === 2 && /^\d*$/.test(fields[1] ?? '')))
    return `is ${JSON.stringify(value)}, which is not a URL`;
  if (fields.length === 2) {
    secrets.push(value);
    if ((fields[1] ?? '').length >= 4) secrets.push(fields[1] ?? '');
    return 'is not a URL (its value is not shown: it may hold a password)';
  }
  // A vendor's host:port:user:password: the user and the password are its credentials.
  if (/^\d+$/.test(fields[1] ?? ''))
    for (const from of [2, 3])
      if (fields.slice(from).join(':').length >= 4) secrets.push(fields.slice(from).join(':'));
      else secrets.push(value);
  return 'is not a URL (its value is not shown: it may hold a password)';
}

function credentialsOf(value: string): string[] {
  const at = value.lastIndexOf('@');
  if (at < 0) return [];
  const schemeEnd = value.indexOf('://');
  const userinfo = value.slice(schemeEnd >= 0 && schemeEnd < at ? schemeEnd + 3 : 0, at);
  const colon = userinfo.indexOf(':');
  const password = colon >= 0 ? userinfo.slice(colon + 1) : '';
  const decoded = (text: string): string => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  // The password alone may be short or common; hide it only where it is long enough to matter.
  return [userinfo, decoded(userinfo), ...(password.length >= 4 ? [password, decoded(password)] : [])];
}

function matchesNoProxy(url: URL, noProxy: string): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return noProxy
    .split(/[,\s]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
    .some((entry) => {
      if (entry === '*') return true;
      const [name = '', entryPort] = entry.replace(/^\*?\./, '.').split(/:(?=\d+$)/);
      if (entryPort && entryPort !== port) return false;
      const bare = name.replace(/^\./, '');
      return host === bare || host.endsWith(`.${bare}`);
    });
}

/** Whether a URL's percent-encoded part decodes, as the agent will decode the proxy's credentials. */
function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

export function readProxySettings(env: NodeJS.ProcessEnv): ProxySettings {
  const problems: string[] = [];
  const secrets: string[] = [];
  const usable: Record<string, string> = {};
  const given: Record<string, string> = {};
  for (const name of PROXY_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    given[name] = value;
    secrets.push(...credentialsOf(value));
    let url: URL | undefined;
    try {
      // host:port with no scheme parses as a URL of scheme 'host': it is no URL here.
      if (!/^(?:https?|socks[45]?h?):|^[a-z][a-z0-9+.-]*:\/\//i.test(value)) throw new TypeError('no scheme');
      url = new URL(value);
    } catch {
      problems.push(
        `The environment variable ${name} ${notAUrl(value, secrets)}. Use http://host:port, with any user name or password percent-encoded (a '#' as %23, '@' as %40).`,
      );
      continue;
    }
    const shown = JSON.stringify(`${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(
        `The environment variable ${name} is ${shown}, a ${url.protocol.slice(0, -1)} proxy; only http:// and https:// proxies are supported. Set it to an http proxy or unset it.`,
      );
      continue;
    }
    if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
      const rest = `${url.pathname}${url.search}${url.hash}`;
      if (rest.length >= 8) secrets.push(rest);
      problems.push(
        `The environment variable ${name} is ${shown} with a path, query or fragment (not shown: it may hold a password); a proxy is http://host:port. A '#' or '/' in a password must be percent-encoded (%23, %2F).`,
      );
      continue;
    }
    if (!decodes(url.username) || !decodes(url.password)) {
      const bare = /%(?![0-9a-f]{2})/i.test(`${url.username}:${url.password}`);
      problems.push(
        `The environment variable ${name} is ${shown}, whose user name or password does not decode (not shown: it may be the password): ${bare ? "it has a '%' not followed by two hex digits. Write a '%' in it as %25." : "its percent-encoded bytes are not UTF-8. Encode each character as its UTF-8 bytes (an 'ä' as %C3%A4)."}`,
      );
      continue;
    }
    usable[name] = url.origin;
  }
  // Either case, the lower one first, as Node's agent and @actions/http-client (GitHub's client) read them.
  const noProxy = env.no_proxy || env.NO_PROXY || '';
  const https = usable.https_proxy === undefined ? 'HTTPS_PROXY' : 'https_proxy';
  const http = usable.http_proxy === undefined ? 'HTTP_PROXY' : 'http_proxy';
  return {
    problems,
    secrets: [...new Set(secrets)].filter((secret) => secret !== ''),
    proxyFor(url) {
      if (isLoopbackHost(url.hostname) || matchesNoProxy(url, noProxy)) return undefined;
      return url.protocol === 'https:' ? usable[https] : usable[http];
    },
    proxyEnv: () => ({
      ...(usable[https] === undefined ? {} : { HTTPS_PROXY: given[https] }),
      ...(usable[http] === undefined ? {} : { HTTP_PROXY: given[http] }),
    }),
  };
}
