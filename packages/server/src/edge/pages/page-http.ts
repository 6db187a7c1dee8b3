import type { Request, Response } from 'express';

/** Answers a server-rendered page (`html.tsx`'s `page`), never cached. */
export function sendPage(res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

/** A field of a posted form (urlencoded), or '' when it is missing or not text. */
export function formText(req: Request, name: string): string {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}
