import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin.js';

describe('siteOrigin', () => {
  it('answers PUBLIC_URL for any request when it is the only address', () => {
    const of = siteOrigin({ url: 'https://lineup.example', alsoAt: [] });
    expect(of('https://lineup.example')).toBe('https://lineup.example');
    expect(of('http://evil.example')).toBe('https://lineup.example');
    expect(of('https://lineup.example.evil.example')).toBe('https://lineup.example');
  });

  it("keeps another of the server's own addresses, and answers its URL for any other Host", () => {
    const of = siteOrigin({
      url: 'http://localhost:5005',
      alsoAt: ['http://localhost:5005', 'http://127.0.0.1:5005', 'http://192.168.1.20:5005'],
    });
    expect(of('http://127.0.0.1:5005')).toBe('http://127.0.0.1:5005');
    expect(of('http://192.168.1.20:5005')).toBe('http://192.168.1.20:5005');
    expect(of('http://evil.example')).toBe('http://localhost:5005');
    expect(of('http://evil.example:5005')).toBe('http://localhost:5005');
    expect(of('http://127.0.0.1:5006')).toBe('http://localhost:5005');
    expect(of('https://127.0.0.1:5005')).toBe('http://localhost:5005');
  });

  it('takes the origin of a URL with a path', () => {
    expect(siteOrigin({ url: 'https://lineup.example/app/', alsoAt: [] })('x')).toBe(
      'https://lineup.example',
    );
  });
});
