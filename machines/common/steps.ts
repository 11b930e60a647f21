/**
 * Step trackers (DESIGN.md: "Step trackers derive from state tags (`step:details`) and the machine's
 * ordered step list; done / doing / todo are computed in connect; future steps cannot be chosen").
 * Every multi-step flow declares its steps once and tags each state with `step:<id>`.
 */

export interface StepDefinition<TId extends string = string> {
  id: TId;
  /** Catalogue id of the step's name. */
  labelId: string;
}

type StepStatus = 'done' | 'doing' | 'todo';

export interface StepItem extends StepDefinition {
  number: number;
  status: StepStatus;
}


/** The state tag of a step (`step:amount`): typed, so a machine's tag union names each of its steps. */
export type StepTag<TId extends string = string> = `step:${TId}`;

export function stepTag<const TId extends string>(id: TId): StepTag<TId> {
  return `step:${id}`;
}

/** Flows have 2 to 8 steps (document 1 section 2). */
export function defineSteps<const T extends readonly StepDefinition[]>(steps: T): T {
  if (steps.length < 2 || steps.length > 8) throw new Error(`A step tracker has 2 to 8 steps, got ${steps.length}`);
  if (new Set(steps.map((step) => step.id)).size !== steps.length) throw new Error('Step ids must be distinct');
  return steps;
}

/**
 * Done / doing / todo from the snapshot's step tag. A state with no step tag after the steps (a
 * success page) shows every step done; before them (nothing started), every step to do.
 */
export function stepItems<TId extends string>(
  steps: readonly StepDefinition<TId>[],
  hasTag: (tag: StepTag<TId>) => boolean,
  whenUntagged: 'allDone' | 'allTodo' = 'allDone',
): StepItem[] {
  const current = steps.findIndex((step) => hasTag(stepTag(step.id)));
  return steps.map((step, index) => ({
    ...step,
    number: index + 1,
    status:
      current === -1
        ? whenUntagged === 'allDone'
          ? 'done'
          : 'todo'
        : index < current
          ? 'done'
          : index === current
            ? 'doing'
            : 'todo',
  }));
}

export function currentStep(items: readonly StepItem[]): StepItem | null {
  return items.find((item) => item.status === 'doing') ?? null;
}
