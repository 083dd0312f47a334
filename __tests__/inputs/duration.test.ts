import { describe, expect, it } from '@jest/globals';
import { formatDuration, formatInputDuration, parseDuration } from '../../src/inputs/duration.ts';

describe('parseDuration', () => {
  it.each([
    ['10', 10_000],
    ['0.5', 500],
    ['.5', 500],
    ['500ms', 500],
    ['45s', 45_000],
    ['30m', 1_800_000],
    ['1h', 3_600_000],
    ['1.5h', 5_400_000],
    [' 2m ', 120_000],
    ['10 s', 10_000],
    ['0', 0],
    ['5m30s', 330_000],
    ['1h30m', 5_400_000],
    ['1H 2M 3S', 3_723_000],
    ['1m30.5s', 90_500],
    ['2s500ms', 2_500],
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each([
    '',
    'abc',
    '-5',
    '-5s',
    '5x',
    '1d',
    's',
    '1e3',
    'Infinity',
    '0x10',
    '30s5m',
    '1m1m',
    '5m30',
    '5m-30s',
    '5m,30s',
    'm5',
  ])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0ms'],
    [850, '850ms'],
    [12_000, '12s'],
    [245_000, '4m 05s'],
    [3_720_000, '1h 02m'],
  ])('shows %d ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatInputDuration', () => {
  it.each([
    [29_999.926512000002, '30s'],
    [1_500, '1.5s'],
    [250.4, '250ms'],
    [1_800_000, '30m'],
    [3_600_000, '1h'],
    [90_000, '90s'],
  ])('renders %p as %s, a form the inputs take', (ms, text) => {
    expect(formatInputDuration(ms)).toBe(text);
    expect(parseDuration(text)).toBeDefined();
  });
});
