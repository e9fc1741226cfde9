let draining = false;

/** From the first shutdown signal on, this process takes no new work: readiness answers 503. */
export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
