import { describe, expect, it } from '@jest/globals';
import { BUDGET_MS, budgetFor } from '../../src/common/budget.ts';
import { EventClock } from '../helpers/event-clock.ts';

describe('budgetFor', () => {
  it('ends at its length from now by the clock it is given', async () => {
    const clock = new EventClock();
    clock.time = 1_000;
    const budget = budgetFor(clock, BUDGET_MS.review);
    expect(budget.deadline).toBe(1_000 + 20_000);
    await clock.run(clock.sleep(19_999, new AbortController().signal));
    expect(budget.signal.aborted).toBe(false);
    await clock.run(clock.sleep(1, new AbortController().signal));
    expect(budget.signal.aborted).toBe(true);
  });

  it('never runs past `until`, and ends there', async () => {
    const clock = new EventClock();
    const budget = budgetFor(clock, 60_000, { until: 5_000 });
    expect(budget.deadline).toBe(5_000);
    await clock.run(clock.sleep(5_000, new AbortController().signal));
    expect(budget.signal.aborted).toBe(true);
  });

  it('ends at once with any of its signals', () => {
    const cancel = new AbortController();
    const budget = budgetFor(new EventClock(), 60_000, { signals: [cancel.signal] });
    expect(budget.signal.aborted).toBe(false);
    cancel.abort();
    expect(budget.signal.aborted).toBe(true);
  });

  it('has a spent deadline end at once', async () => {
    const clock = new EventClock();
    clock.time = 10_000;
    const budget = budgetFor(clock, 30_000, { until: 9_000 });
    expect(budget.deadline).toBe(9_000);
    await clock.run(Promise.resolve());
    expect(budget.signal.aborted).toBe(true);
  });

  it('names every length as a positive whole number of milliseconds', () => {
    for (const [name, ms] of Object.entries(BUDGET_MS))
      expect([name, Number.isInteger(ms) && ms > 0]).toEqual([name, true]);
  });
});
