export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** The pure shape of an aggregate: fold its events into state, and decide a command's events from state. */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  /** Time and actors a state needs are in the event's data, so folding is the same everywhere. */
  evolve: (state: State, event: Event) => State;
  /**
   * Optional: folds many events at once, for an aggregate that grows large (a module type of thousands of
   * questions), where evolving one event at a time would copy the whole state per event. Same result.
   */
  fold?: (state: State, events: Event[]) => State;
  /** Returns the events the command causes, or throws a DomainError. Pure: time and ids come in the command. */
  decide: (command: Command, state: State) => Event[];
}
