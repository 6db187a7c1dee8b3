import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { inOneStep } from './in-one-step.js';

const req = {} as Request;
const res = {} as Response;

describe('inOneStep', () => {
  it('runs the middlewares in order, then goes on', () => {
    const ran: string[] = [];
    const step =
      (name: string): RequestHandler =>
      (_req, _res, next) => {
        ran.push(name);
        next();
      };
    let went: unknown = 'not yet';
    inOneStep(step('a'), step('b'), step('c'))(req, res, (error?: unknown) => {
      went = error;
    });
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(went).toBeUndefined();
  });

  it('stops at a middleware that answers, and passes an error on, skipping the rest', () => {
    const ran: string[] = [];
    const answers: RequestHandler = () => ran.push('answered');
    const never: RequestHandler = () => ran.push('never');
    let went = false;
    inOneStep(answers, never)(req, res, () => {
      went = true;
    });
    expect(ran).toEqual(['answered']);
    expect(went).toBe(false);

    const failure = new Error('refused');
    const fails: RequestHandler = (_req, _res, next) => next(failure);
    let passed: unknown;
    inOneStep(fails, never)(req, res, (error?: unknown) => {
      passed = error;
    });
    expect(passed).toBe(failure);
    expect(ran).toEqual(['answered']);
  });

  it('passes on what a middleware throws, or an async one rejects with', async () => {
    const failure = new Error('refused');
    const throws: RequestHandler = () => {
      throw failure;
    };
    const rejects: RequestHandler = async () => {
      throw failure;
    };
    for (const failing of [throws, rejects]) {
      const passed = await new Promise((resolve) => inOneStep(failing)(req, res, resolve));
      expect(passed).toBe(failure);
    }
  });
});
