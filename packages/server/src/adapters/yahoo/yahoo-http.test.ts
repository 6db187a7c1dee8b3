import { describe, expect, it } from 'vitest';
import { errorDescription } from './yahoo-http.js';

describe("Yahoo's error bodies", () => {
  it('reads the description of a JSON error, as the Fantasy API answers with format=json', () => {
    const body = JSON.stringify({
      error: {
        'xml:lang': 'en-us',
        'yahoo:uri': '/fantasy/v2/league/470.l.1/settings?format=json',
        description: 'This application is not authorized to perform this action',
        detail: '',
      },
    });
    expect(errorDescription(body)).toBe('This application is not authorized to perform this action');
  });

  it('reads it from XML, and says null for anything else', () => {
    const xml =
      '<?xml version="1.0"?><error xml:lang="en-us" xmlns="http://www.yahooapis.com/v1/base.rng">' +
      '<description>League key 470.l.9 does not exist.</description><detail/></error>';
    expect(errorDescription(xml)).toBe('League key 470.l.9 does not exist.');
    expect(errorDescription('<html><body>Request denied</body></html>')).toBeNull();
    expect(errorDescription('{"error":"invalid_grant"}')).toBeNull();
    expect(errorDescription(JSON.stringify({ error: { description: 'x'.repeat(1000) } }))?.length).toBe(300);
  });
});
