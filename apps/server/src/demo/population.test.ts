// The demo population is believable and reproducible: every result passes the real validation.
import { checkScore, checkTestResult } from '@podium/core';
import { findSport } from '@podium/core/sports';
import { describe, expect, it } from 'vitest';
import { DEMO_SPORTS } from './norms.ts';
import { buildPopulation } from './population.ts';

describe('demo population', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  const population = buildPopulation({ athletes: 200, coaches: 10, today });

  it('is the same for the same seed', () => {
    expect(buildPopulation({ athletes: 200, coaches: 10, today })).toEqual(population);
  });

  it('has unique emails and the documented demo sign-ins', () => {
    const emails = [...population.athletes, ...population.coaches].map((person) => person.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual(
      expect.arrayContaining(['athlete@podium.demo', 'coach@podium.demo', 'org@podium.demo']),
    );
  });

  it('draws results every one of which the API would accept', () => {
    const results = population.athletes.flatMap((athlete) => athlete.results);
    expect(results.length).toBeGreaterThan(500);
    for (const result of results) {
      const checked = checkTestResult({
        test: result.testKey,
        score: result.score,
        unitOfMeasurement: result.unit,
      });
      expect(checked.ok, `${result.testKey} ${result.score} ${result.unit}`).toBe(true);
    }
  });

  it('keeps every score inside the test bounds, at the size npm run demo loads and beyond', () => {
    for (const seed of [2026, 3, 4]) {
      const large = buildPopulation({ athletes: 1000, coaches: 0, seed, today });
      for (const result of large.athletes.flatMap((athlete) => athlete.results)) {
        const checked = checkScore(result.score, result.unit, result.testKey);
        expect(checked.ok, `${result.testKey} ${result.score} ${result.unit}`).toBe(true);
      }
    }
  });

  it('writes times as m:ss, never as m.ss that reads as decimal minutes (issue 22)', () => {
    const times = population.athletes
      .flatMap((athlete) => athlete.results)
      .filter((result) => result.unit === 'min/sec');
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time.score, time.testKey).toMatch(/^(\d+:)?\d{1,2}:\d{2}$/);
  });

  it('spreads athletes over sports and ages', () => {
    expect(new Set(population.athletes.map((athlete) => athlete.sport)).size).toBeGreaterThanOrEqual(8);
    const years = population.athletes.map((athlete) => Number(athlete.birthDate.slice(0, 4)));
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(8);
  });

  it('draws 40 yard dash times in a believable range', () => {
    const dashes = population.athletes
      .flatMap((athlete) => athlete.results)
      .filter((result) => result.testKey === 'dash40')
      .map((result) => Number(result.score));
    const mean = dashes.reduce((sum, value) => sum + value, 0) / dashes.length;
    expect(mean).toBeGreaterThan(4.4);
    expect(mean).toBeLessThan(6.5);
  });
});

describe('demo sports', () => {
  // The demo writes sport names as they are (store.insertSport trusts them): each must be a catalogue name, or the
  // demo's athletes would be "other" sports with no sport ranking.
  it('are the sports catalogue’s own names', () => {
    for (const name of Object.values(DEMO_SPORTS)) expect(findSport(name)?.name, name).toBe(name);
  });
});
