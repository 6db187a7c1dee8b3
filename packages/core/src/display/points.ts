import { PROJECTION_DISPLAY } from '../constants.js';

/*
 * Points as the product rounds and shows them: a module of its own, without zod, so that a page that
 * only shows points (the landing page's showcase) ships no schema (projections/points.ts re-exports it).
 */

/**
 * Points rounded to the decimals the product shows, halves away from zero as a person rounds them:
 * 11.95 is 12.0 (`toFixed` alone gives 11.9, from 11.95's binary value just below it). Every figure
 * shown goes through here, so a total and a difference computed from rounded figures always agree.
 * @example roundPoints(11.95) // 12
 */
export function roundPoints(value: number): number {
  const scale = 10 ** PROJECTION_DISPLAY.decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

/**
 * Points as the product shows them: one decimal, or 'N/A' when not a finite number (spec §9).
 * @example formatPoints(12.345) // '12.3'
 * @example formatPoints(null) // 'N/A'
 */
export function formatPoints(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? roundPoints(value).toFixed(PROJECTION_DISPLAY.decimals)
    : PROJECTION_DISPLAY.missing;
}
