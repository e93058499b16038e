/** The time source of everything that expires; tests pass one they move forward themselves. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
