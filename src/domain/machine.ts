/**
 * A document's state machine, declared once and read by both sides: the mock transitions with it
 * (and refuses an edge it does not hold), the console offers only the actions it allows. Relative
 * imports only: the mock imports this file.
 */
export interface Edge<S extends string> {
  /** The states the action may start from. */
  from: readonly S[];
  /** The state it leads to. */
  to: S;
}

export interface Machine<S extends string, A extends string> {
  states: readonly S[];
  /** The state a new document starts in. */
  initial: S;
  edges: Readonly<Record<A, Edge<S>>>;
  /** Every action, in declaration order. */
  actions: readonly A[];
  /** States no action leaves. */
  final: readonly S[];
  can(action: A, state: S): boolean;
  /** The actions a document in `state` offers, in declaration order (optionally among `only`). */
  allowed(state: S, only?: readonly A[]): A[];
  /** The state `action` leads to. */
  target(action: A): S;
}

export function defineMachine<S extends string, A extends string>(def: { states: readonly S[]; initial: S; edges: Record<A, Edge<S>> }): Machine<S, A> {
  const actions = Object.keys(def.edges) as A[];
  // own edges only: an action named `constructor` or `toString` is no edge of any machine
  const can = (action: A, state: S) => Object.prototype.hasOwnProperty.call(def.edges, action) && def.edges[action].from.includes(state);
  for (const a of actions) {
    const { from, to } = def.edges[a];
    if (!def.states.includes(to) || from.some((s) => !def.states.includes(s))) throw new Error(`machine: edge ${a} names an unknown state`);
  }
  return {
    states: def.states,
    initial: def.initial,
    edges: def.edges,
    actions,
    final: def.states.filter((s) => !actions.some((a) => can(a, s))),
    can,
    allowed: (state, only = actions) => only.filter((a) => can(a, state)),
    target: (action) => def.edges[action].to,
  };
}

/** One change of a document: created, edited, or an action of its machine (the mock's history entry, the console's timeline). */
export interface HistoryEntry<S extends string = string, A extends string = string> {
  from: S | null;
  to: S;
  action: A | 'create' | 'edit';
  at: string;
  operator: string;
  note?: string;
}
