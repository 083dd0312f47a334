import { describe, expect, it } from '@jest/globals';
import { readProxySettings } from '../../src/inputs/proxy.ts';

describe('the proxy variables', () => {
  it('take http:/host:port as the URL parser reads it, and keep no port among the secrets', () => {
    const read = readProxySettings({ HTTPS_PROXY: 'http:/proxy.corp:3128' });
    expect(read.problems).toEqual([]);
    expect(read.secrets).toEqual([]);
  });

  it("hide a vendor's host:port:user:password, and name the fix", () => {
    const read = readProxySettings({ HTTPS_PROXY: 'proxy.corp:3128:alice:s3cretpw' });
    expect(read.problems).toEqual([expect.stringContaining('is not a URL (its value is not shown')]);
    expect(read.secrets).toEqual(expect.arrayContaining(['alice:s3cretpw', 's3cretpw']));
    expect(read.secrets).not.toContain('3128');
  });

  it('show host:port, which holds no password, with the scheme to add', () => {
    const read = readProxySettings({ HTTPS_PROXY: 'proxy.corp:3128' });
    expect(read.problems).toEqual([
      expect.stringContaining('"proxy.corp:3128", which is not a URL. Use http://host:port'),
    ]);
    expect(read.secrets).toEqual([]);
  });

  // Was broken: `user:password` (no host, no `@`) was shown whole, its password with it.
  it.each(['proxyuser:S3cretPassw0rdXYZ', 'http://proxyuser:S3cretPassw0rdXYZ', 'http://127.0.0.1:S3cretPassw0rdXYZ'])(
    'hide %s, whose second field is no port, and mask it',
    (value) => {
      const read = readProxySettings({ HTTPS_PROXY: value, http_proxy: value });
      expect(read.problems.length).toBeGreaterThan(0);
      for (const problem of read.problems) {
        expect(problem).toContain('is not a URL (its value is not shown');
        expect(problem).not.toContain('S3cret');
      }
      expect(read.secrets).toEqual(expect.arrayContaining([value, 'S3cretPassw0rdXYZ']));
    },
  );

  it('refuse a password whose % does not decode, as the agent would fail on every request', () => {
    const read = readProxySettings({ HTTPS_PROXY: 'http://alice:50%offQz@proxy.corp:3128' });
    expect(read.problems).toEqual([
      expect.stringContaining('is "http://***@proxy.corp:3128", whose user name or password does not decode'),
    ]);
    expect(read.problems.join(' ')).not.toContain('50%off');
    expect(read.proxyFor(new URL('https://api.mintlify.com'))).toBeUndefined();
  });
});
