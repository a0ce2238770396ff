import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../../src-domain/eventstore/decider.ts';
import { DomainError } from '../../src-domain/shared/domain-error.ts';

/** given(events).when(command).then(events) / .thenFails(key): decider tests read as the rule they check. */
export function specFor<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[] | ((events: Event[]) => void)) => {
          const events = run();
          if (typeof expected === 'function') expected(events);
          else expect(events).toEqual(expected);
        },
        thenFails: (key: string) => {
          let failure: unknown;
          try {
            run();
          } catch (error) {
            failure = error;
          }
          expect(failure).toBeInstanceOf(DomainError);
          expect((failure as DomainError).key).toBe(key);
        },
      };
    },
  });
}
