/** The GitHub API's base URL from the runner (GITHUB_API_URL, so GitHub Enterprise Server too), or why it cannot be used. */
export function gitHubApiUrl(env: NodeJS.ProcessEnv): URL | string {
  const text = env.GITHUB_API_URL || 'https://api.github.com';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'GITHUB_API_URL is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `GITHUB_API_URL is not an http(s) URL`;
  if (url.username || url.password || url.search || url.hash) return 'GITHUB_API_URL holds more than an address';
  return url;
}

/** 127.0.0.0/8 or ::1, as an address: a name (even `localhost`) is not taken on trust. */
export function isLoopback(url: URL): boolean {
  return url.hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(url.hostname);
}
