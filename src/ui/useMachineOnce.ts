import { useState } from "react";
import type { AnyStateMachine } from "xstate";

/**
 * A machine with its implementations, built on the first render only. `useActorRef` keeps the actor
 * of the first render's machine anyway; building `machine.provide(...)` again on every render made
 * a whole new machine (every state node) each time, a cost paid again by each boot render.
 */
export function useMachineOnce<T extends AnyStateMachine>(build: () => T): T {
  const [machine] = useState(build);
  return machine;
}
