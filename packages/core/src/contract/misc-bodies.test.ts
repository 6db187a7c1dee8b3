import { describe, expect, it } from 'vitest';
import { ZAdminContactMessagesQuery, ZContactMessageRequest, ZContactMessageResponse } from './contact.js';
import {
  waitlistSourceLabel,
  ZWaitlistCountResponse,
  ZWaitlistEmailsResponse,
  ZWaitlistSignupRequest,
  ZWaitlistSignupResponse,
} from './waitlist.js';

describe('contact', () => {
  it('parses a message to its trimmed form and answers with id and time', () => {
    const body = {
      name: ' Sam ',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'Loving the app so far!',
    };
    expect(ZContactMessageRequest.parse(body)).toEqual({ ...body, name: 'Sam' });
    expect(ZContactMessageRequest.safeParse({ ...body, message: 'short' }).error?.issues[0]).toMatchObject({
      message: 'Message must be at least 10 characters long',
      path: ['message'],
    });
    const answer = { id: 'm-1', receivedAt: '2025-09-14T17:25:00Z', priority: true };
    expect(ZContactMessageResponse.parse(answer)).toEqual(answer);
  });

  it("reads the admin list's query: priority first, every message, 50 a page unless asked", () => {
    expect(ZAdminContactMessagesQuery.parse({})).toEqual({
      limit: 50,
      page: 1,
      sort: 'priority',
      filter: 'all',
    });
    expect(
      ZAdminContactMessagesQuery.parse({ sort: 'newest', filter: 'priority', limit: '10', page: '2' }),
    ).toEqual({ limit: 10, page: 2, sort: 'newest', filter: 'priority' });
    expect(ZAdminContactMessagesQuery.safeParse({ sort: 'oldest' }).success).toBe(false);
    expect(ZAdminContactMessagesQuery.safeParse({ filter: 'urgent' }).success).toBe(false);
  });
});

describe('waitlist', () => {
  it('normalises the sign-up address and defaults the source to landing_page', () => {
    expect(ZWaitlistSignupRequest.parse({ email: ' Fan@Example.COM ' })).toEqual({
      email: 'fan@example.com',
      source: 'landing_page',
    });
    expect(ZWaitlistSignupRequest.parse({ email: 'a@b.c', source: 'twitter' })).toEqual({
      email: 'a@b.c',
      source: 'twitter',
    });
    expect(ZWaitlistSignupRequest.safeParse({ email: 'a@b' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(ZWaitlistSignupRequest.safeParse({ email: 'a@b.c', source: '<script>' }).success).toBe(false);
    expect(ZWaitlistSignupResponse.parse({ ok: true, message: "You're on the list" })).toBeTruthy();
  });

  it('round-trips the emails and count responses; at most 5 recent', () => {
    const entry = { email: 'a@b.c', signupDate: '2025-09-14T17:25:00Z', source: 'landing_page' };
    expect(ZWaitlistEmailsResponse.parse({ emails: [entry] })).toEqual({ emails: [entry] });
    expect(ZWaitlistCountResponse.parse({ count: 42, recentSignups: [entry] })).toEqual({
      count: 42,
      recentSignups: [entry],
    });
    expect(ZWaitlistCountResponse.safeParse({ count: 6, recentSignups: Array(6).fill(entry) }).success).toBe(
      false,
    );
  });

  it('labels sources as the admin table shows them', () => {
    expect(waitlistSourceLabel('landing_page')).toBe('Landing Page');
    expect(waitlistSourceLabel('twitter')).toBe('Twitter');
    expect(waitlistSourceLabel('')).toBe('');
  });
});
